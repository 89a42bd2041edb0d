import { devnetChains, SOLANA_DEVNET, solanaDevnetUrls } from '@foyer/devnet'
import {
  PUBLIC_SOLANA_CLUSTERS,
  type ServiceChain,
  type SolanaServiceCluster,
  toServiceChains,
} from '../config.js'
import { devnetBundlerUrlsFromEnv, withDevnetBundlers } from './bundlers.js'
import { withDevnetContracts } from './devnet.js'

/**
 * The devnet's chains on the ports the environment names (FOYER_DEVNET_L1_PORT, FOYER_DEVNET_L2_PORT), with
 * its bundler (FOYER_DEVNET_BUNDLER_PORT) as bundler and paymaster.
 */
export function devnetServiceChains(): ServiceChain[] {
  const chains = toServiceChains(
    devnetChains({
      l1: Number(process.env.FOYER_DEVNET_L1_PORT ?? 8545),
      l2: Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
    }),
  )
  return withDevnetBundlers(withDevnetContracts(chains), devnetBundlerUrlsFromEnv())
}

/**
 * The Solana clusters the dev stack serves: the three public ones (listed; reachable only online) and the
 * devnet's local cluster at `rpcUrl` (default: FOYER_DEVNET_SOLANA_PORT, 8899).
 */
export function devnetSolanaClusters(
  rpcUrl = solanaDevnetUrls(
    Number(process.env.FOYER_DEVNET_SOLANA_PORT ?? SOLANA_DEVNET.defaultPort),
  ).rpcUrl,
): SolanaServiceCluster[] {
  return [
    ...PUBLIC_SOLANA_CLUSTERS,
    { reference: SOLANA_DEVNET.caipReference, name: SOLANA_DEVNET.name, rpcUrl },
  ]
}
