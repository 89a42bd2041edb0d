import { devnetChains } from '@foyer/devnet'
import { type ServiceChain, toServiceChains } from '../config.js'
import { withDevnetMulticall } from './devnet.js'

/** The devnet's chains on the ports the environment names (FOYER_DEVNET_L1_PORT, FOYER_DEVNET_L2_PORT). */
export function devnetServiceChains(): ServiceChain[] {
  return withDevnetMulticall(
    toServiceChains(
      devnetChains({
        l1: Number(process.env.FOYER_DEVNET_L1_PORT ?? 8545),
        l2: Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
      }),
    ),
  )
}
