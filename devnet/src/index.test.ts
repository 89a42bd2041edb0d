import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import * as devnet from './index.js'

test('exports', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "DEVNET_ACCOUNTS",
      "DEVNET_AMM",
      "DEVNET_BUNDLER_PORT",
      "DEVNET_CHAINS",
      "DEVNET_CHAIN_ARTWORK",
      "DEVNET_CHAIN_IDS",
      "DEVNET_EDITIONS_COLLECTION",
      "DEVNET_ENS",
      "DEVNET_ERC4337",
      "DEVNET_FARCASTER_USERS",
      "DEVNET_FUNDED_ACCOUNT_COUNT",
      "DEVNET_HOST",
      "DEVNET_ID_REGISTRY",
      "DEVNET_MINTER",
      "DEVNET_MULTICALL3",
      "DEVNET_NATIVE_CURRENCY",
      "DEVNET_NFT_COLLECTION",
      "DEVNET_ONRAMP_TREASURY",
      "DEVNET_POOLS",
      "DEVNET_SMART_ACCOUNT",
      "DEVNET_SPAM_NFT_COLLECTION",
      "DEVNET_SPAM_TOKEN",
      "DEVNET_TOKENS",
      "DEVNET_TOKEN_ARTWORK",
      "DEVNET_WETH",
      "DEV_WALLET_ARTWORK",
      "DEV_WALLET_ARTWORK_BY_ID",
      "SOLANA_DEVNET",
      "SOLANA_DEVNET_ACCOUNTS",
      "SOLANA_DEVNET_ARTWORK",
      "SOLANA_DEVNET_FUNDED_LAMPORTS",
      "SOLANA_DEVNET_MINTER",
      "SOLANA_DEVNET_ONRAMP_TREASURY",
      "SOLANA_DEVNET_TOKENS",
      "SOLANA_WALLET_ARTWORK",
      "TEST_WALLET_ARTWORK",
      "devnetBundlerUrls",
      "devnetChains",
      "devnetEditionUri",
      "devnetNftArtwork",
      "devnetNftTokenIds",
      "devnetNftTokenUri",
      "devnetRpcUrls",
      "solanaDevnetUrls",
      "waitForDevnetReceipt",
    ]
  `)
})

test('the browser entry imports nothing from node', async () => {
  for (const file of [
    'index.ts',
    'chains.ts',
    'accounts.ts',
    'tokens.ts',
    'ens.ts',
    'farcaster.ts',
    'amm.ts',
    'nfts.ts',
    'editions.ts',
    'erc4337/constants.ts',
    'solana/cluster.ts',
  ]) {
    const source = await readFile(join(import.meta.dirname, file), 'utf8')
    expect(source).not.toMatch(/from 'node:/)
  }
})

test('devnetBundlerUrls: one port for both chains, the chain id as the path', () => {
  expect(devnet.devnetBundlerUrls()).toEqual({
    l1: 'http://127.0.0.1:4337/31337',
    l2: 'http://127.0.0.1:4337/31338',
  })
  expect(devnet.devnetBundlerUrls({ bundler: 14337 }, 'localhost')).toEqual({
    l1: 'http://localhost:14337/31337',
    l2: 'http://localhost:14337/31338',
  })
})

test('devnetChains points the chains at the given ports', () => {
  const [l1, l2] = devnet.devnetChains({ l2: 9999 })
  expect([l1.id, l1.rpcUrls.default.http[0], l2.id, l2.rpcUrls.default.http[0]]).toEqual([
    31337,
    'http://127.0.0.1:8545',
    31338,
    'http://127.0.0.1:9999',
  ])
  for (const chain of [l1, l2])
    expect(chain.contracts).toMatchObject({
      ensRegistry: { address: devnet.DEVNET_ENS.registry },
      ensUniversalResolver: { address: devnet.DEVNET_ENS.universalResolver },
    })
})
