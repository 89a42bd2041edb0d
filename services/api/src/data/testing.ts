// Test helpers of the data service and the indexer (imported by tests only).
import { DEVNET_ACCOUNTS, DEVNET_MULTICALL3, waitForDevnetReceipt } from '@foyer/devnet'
import { type Devnet, getFreePorts, startDevnet } from '@foyer/devnet/node'
import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testConfig } from '../_test/app.js'
import type { ServiceChain, ServiceConfig } from '../config.js'

/** The dev accounts these tests may move funds of (others belong to other tests). */
export const ALICE = DEVNET_ACCOUNTS[4]
export const BOB = DEVNET_ACCOUNTS[5]

/** What the tests call on the devnet's ERC-20 tokens (any account may mint them). */
export const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
])

/** An address nobody holds the key of: tokens sent there are gone. */
export const DEAD_ADDRESS = '0x000000000000000000000000000000000000dEaD'

/** The shared test devnet's configuration, with Multicall3 (the devnet places it). */
export function dataTestConfig(): ServiceConfig {
  const config = testConfig()
  return {
    ...config,
    chains: config.chains.map((chain) => ({ ...chain, multicall3: DEVNET_MULTICALL3 })),
  }
}

/** A devnet of this test file's own (free ports), for tests that index or rewrite the chain. */
export async function startPrivateDevnet(): Promise<{ devnet: Devnet; config: ServiceConfig }> {
  const [l1, l2, solana] = await getFreePorts(3)
  const devnet = await startDevnet({ ports: { l1, l2, solana } })
  const chains: ServiceChain[] = devnet.chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0] as string,
    nativeCurrency: { ...chain.nativeCurrency },
    multicall3: DEVNET_MULTICALL3,
  }))
  return { devnet, config: { chains, publicUrl: 'http://127.0.0.1:4000' } }
}

function viemChain(chain: ServiceChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** A public client on a service chain. */
export function publicClientOf(chain: ServiceChain): PublicClient {
  return createPublicClient({
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  }) as PublicClient
}

/** Sends transactions from a dev account on a chain and waits for each receipt. */
export function walletOf(account: { privateKey: `0x${string}` }, chain: ServiceChain) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const client = publicClientOf(chain)
  const mined = async (hash: Hash) => {
    await waitForDevnetReceipt(client, hash)
    return hash
  }
  return {
    client,
    send: async (to: Address, value: bigint) => mined(await wallet.sendTransaction({ to, value })),
    write: async (parameters: {
      address: Address
      abi: Abi
      functionName: string
      args: readonly unknown[]
      gas?: bigint
    }) => mined(await wallet.writeContract(parameters as never)),
  }
}
