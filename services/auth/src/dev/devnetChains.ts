import { DEVNET_CHAINS, devnetRpcUrls, SOLANA_DEVNET, solanaDevnetUrls } from '@foyer/devnet'
import {
  type FrameChain,
  type FrameSolanaCluster,
  PUBLIC_SOLANA_CLUSTERS,
} from '../config/chains.js'

/** The devnet's chains on the ports the environment names (FOYER_DEVNET_L1_PORT, FOYER_DEVNET_L2_PORT). */
export function devnetFrameChains(): FrameChain[] {
  const urls = devnetRpcUrls({
    l1: Number(process.env.FOYER_DEVNET_L1_PORT ?? 8545),
    l2: Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
  })
  return DEVNET_CHAINS.map((chain, index) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: index === 0 ? urls.l1 : urls.l2,
    nativeCurrency: { ...chain.nativeCurrency },
  }))
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
