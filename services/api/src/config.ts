import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'

/** An EVM chain the services follow. */
export type ServiceChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Multicall3's address, when the chain has it (balances are then read in one call). */
  multicall3?: `0x${string}` | undefined
}

/** Everything the services are configured with. */
export type ServiceConfig = {
  chains: ServiceChain[]
  /** The address the services are reached at, for absolute URLs in answers (token icons, wallet images). */
  publicUrl: string
}

/** A viem client per chain, built once. */
export type ChainClients = Map<number, PublicClient>

/** Builds one viem public client per configured chain. */
export function createChainClients(chains: ServiceChain[]): ChainClients {
  return new Map(
    chains.map((chain) => {
      const viemChain: Chain = defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        contracts: chain.multicall3 ? { multicall3: { address: chain.multicall3 } } : undefined,
      })
      return [
        chain.id,
        createPublicClient({
          chain: viemChain,
          transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 3, retryDelay: 150 }),
        }) as PublicClient,
      ]
    }),
  )
}

/** viem chains (e.g. the devnet's) as the services take them. */
export function toServiceChains(chains: readonly Chain[]): ServiceChain[] {
  return chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0] as string,
    nativeCurrency: chain.nativeCurrency,
  }))
}
