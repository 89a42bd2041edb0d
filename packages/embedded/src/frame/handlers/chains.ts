import { isCaipNetworkId, parseCaipNetworkId } from '@foyer/core/caip'
import type { FrameChain, FrameConfig, FrameSolanaCluster } from '../config.js'

/** The chain `chainId` names among the frame's chains (a number, a decimal or hex string, or a CAIP-2 id). */
export function chainFor(config: FrameConfig, chainId: string | number): FrameChain | undefined {
  const text = String(chainId)
  const caip = isCaipNetworkId(text) ? parseCaipNetworkId(text) : undefined
  const id = caip
    ? caip.namespace === 'eip155'
      ? Number(caip.reference)
      : Number.NaN
    : text.startsWith('0x')
      ? Number.parseInt(text, 16)
      : Number(text)
  return config.chains.find((candidate) => candidate.id === id)
}

/** Whether a request names a Solana chain (`solana:<reference>`) rather than an EVM one. */
export const isSolanaChainId = (chainId: string | number | undefined): chainId is string =>
  typeof chainId === 'string' && chainId.startsWith('solana:')

/** The Solana cluster a `solana:<reference>` chain id names among the frame's clusters. */
export function clusterFor(
  config: FrameConfig,
  chainId: string | number,
): FrameSolanaCluster | undefined {
  const text = String(chainId)
  return config.solanaClusters.find((cluster) => text === `solana:${cluster.reference}`)
}

/** The chain the frame starts on: the configured default, else the first. */
export function defaultChain(config: FrameConfig): FrameChain {
  return (chainFor(config, config.defaultChainId) ?? config.chains[0]) as FrameChain
}
