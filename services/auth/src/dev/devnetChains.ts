import { DEVNET_CHAINS, devnetRpcUrls } from '@foyer/devnet'
import type { FrameChain } from '../config/chains.js'

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
