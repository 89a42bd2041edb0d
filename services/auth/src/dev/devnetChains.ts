import {
  DEVNET_CHAINS,
  DEVNET_ERC4337,
  devnetBundlerUrls,
  devnetRpcUrls,
  SOLANA_DEVNET,
  solanaDevnetUrls,
} from '@foyer/devnet'
import {
  type FrameChain,
  type FrameSolanaCluster,
  PUBLIC_SOLANA_CLUSTERS,
} from '../config/chains.js'

/** The devnet's ERC-4337 bundler, one endpoint per chain (startDevnet's `bundlerUrls`). */
export type DevnetBundlerUrls = { l1: string; l2: string }

/**
 * The devnet's chains on the ports the environment names (FOYER_DEVNET_L1_PORT, FOYER_DEVNET_L2_PORT), with
 * smart accounts through the devnet's bundler (FOYER_DEVNET_BUNDLER_PORT, else its default port).
 */
export function devnetFrameChains(): FrameChain[] {
  const urls = devnetRpcUrls({
    l1: Number(process.env.FOYER_DEVNET_L1_PORT ?? 8545),
    l2: Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
  })
  const chains = DEVNET_CHAINS.map((chain, index) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: index === 0 ? urls.l1 : urls.l2,
    nativeCurrency: { ...chain.nativeCurrency },
  }))
  const port = process.env.FOYER_DEVNET_BUNDLER_PORT
  return withDevnetSmartAccounts(
    chains,
    devnetBundlerUrls({ bundler: port ? Number(port) : undefined }),
  )
}

/**
 * The devnet chains with smart accounts: the devnet's FoyerAccount factory, sponsored, through the data
 * service's bundler endpoint (whose bundler and paymaster are the devnet's bundler: it answers ERC-7677's
 * pm_* and would sponsor every operation, so its URL is not handed to browsers, issue 37). Other chains, and
 * chains that name their own, stay as they are; without URLs (a devnet without its bundler), all do.
 */
export function withDevnetSmartAccounts(
  chains: readonly FrameChain[],
  bundlerUrls: DevnetBundlerUrls | undefined,
): FrameChain[] {
  if (!bundlerUrls) return [...chains]
  const urls = new Map<number, string>([
    [DEVNET_CHAINS[0].id, bundlerUrls.l1],
    [DEVNET_CHAINS[1].id, bundlerUrls.l2],
  ])
  return chains.map((chain) => {
    const url = urls.get(chain.id)
    if (!url || chain.smartAccount) return chain
    return {
      ...chain,
      smartAccount: { factory: DEVNET_ERC4337.accountFactory, sponsored: true },
    }
  })
}

/**
 * The Solana clusters of the dev stack: SPEC §9's three public ones (reachable only online) and the devnet's
 * local cluster at `rpcUrl` (default: FOYER_DEVNET_SOLANA_PORT, 8899).
 */
export function devnetFrameSolanaClusters(
  rpcUrl = solanaDevnetUrls(
    Number(process.env.FOYER_DEVNET_SOLANA_PORT ?? SOLANA_DEVNET.defaultPort),
  ).rpcUrl,
): FrameSolanaCluster[] {
  return [
    ...PUBLIC_SOLANA_CLUSTERS,
    { reference: SOLANA_DEVNET.caipReference, name: SOLANA_DEVNET.name, rpcUrl },
  ]
}
