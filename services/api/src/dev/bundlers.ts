import { DEVNET_CHAINS, DEVNET_ERC4337, devnetBundlerUrls } from '@foyer/devnet'
import type { ServiceChain } from '../config.js'

/** The devnet's ERC-4337 bundler, one endpoint per chain (startDevnet's `bundlerUrls`). */
export type DevnetBundlerUrls = { l1: string; l2: string }

/**
 * The devnet chains with the devnet's bundler as their bundler and their paymaster: it answers ERC-7677's
 * `pm_*` too, and sponsorship is on only where a paymaster is named (config.ts), for the accounts of the
 * devnet's factory and the sessions FOYER_API_SPONSORSHIP's keys sign. What a chain names already stays. Without URLs (a devnet without its bundler), the chains as they are.
 */
export function withDevnetBundlers(
  chains: ServiceChain[],
  bundlerUrls: DevnetBundlerUrls | undefined,
): ServiceChain[] {
  if (!bundlerUrls) return chains
  const urls = new Map<number, string>([
    [DEVNET_CHAINS[0].id, bundlerUrls.l1],
    [DEVNET_CHAINS[1].id, bundlerUrls.l2],
  ])
  return chains.map((chain) => {
    const url = urls.get(chain.id)
    return url
      ? {
          ...chain,
          bundlerUrl: chain.bundlerUrl ?? url,
          paymasterUrl: chain.paymasterUrl ?? url,
          accountFactory: chain.accountFactory ?? DEVNET_ERC4337.accountFactory,
        }
      : chain
  })
}

/**
 * The bundler of a devnet started elsewhere, for `serve` in development: on FOYER_DEVNET_BUNDLER_PORT, else the
 * devnet's default port (as the chains' ports default to theirs).
 */
export function devnetBundlerUrlsFromEnv(): DevnetBundlerUrls {
  const port = process.env.FOYER_DEVNET_BUNDLER_PORT
  return devnetBundlerUrls({ bundler: port ? Number(port) : undefined })
}
