import { expect, test } from 'vitest'
import { createAppKit } from '../client/createAppKit.js'
import { defineChain } from '../networks/defineChain.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { SolanaAdapter, toSolanaNetwork } from './SolanaAdapter.js'

test("AppKit's Solana networks become Foyer's, with their Wallet Standard chain", () => {
  expect(toSolanaNetwork(solanaDevnet)).toEqual({
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    chain: 'solana:devnet',
    rpcUrl: 'https://api.devnet.solana.com',
    blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
    testnet: true,
  })
  const local = defineChain({
    id: 'Fo4yerLoca1C1usterGenesisHashAbc',
    caipNetworkId: 'solana:Fo4yerLoca1C1usterGenesisHashAbc',
    chainNamespace: 'solana',
    name: 'Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  })
  expect(toSolanaNetwork(local)).toMatchObject({
    chain: 'solana:localnet',
    wsUrl: 'ws://127.0.0.1:8900',
  })
})

test("createAppKit hands the SolanaAdapter its networks, as AppKit's does", () => {
  const appKit = createAppKit({
    adapters: [new SolanaAdapter({ registerWalletStandard: true })],
    networks: [solana, solanaDevnet],
    projectId: 'p',
  })
  expect(appKit.getCaipNetworks('solana').map((network) => network.name)).toEqual([
    'Solana',
    'Solana Devnet',
  ])
  expect(appKit.getCaipNetworks('eip155')).toEqual([])
  appKit.destroy()
})

test("options of wallet-adapter's world are refused", () => {
  expect(
    () => new SolanaAdapter({ wallets: [] as never, registerWalletStandard: false as never }),
  ).toThrow(
    '@foyer/appkit: the option "SolanaAdapter.wallets" is not supported: Foyer finds Solana wallets through the Wallet Standard',
  )
})
