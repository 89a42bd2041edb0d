// Vitest global setup: one devnet on free ports for the whole run, shared through inject('devnet').
import { getFreePorts, startDevnet } from '@foyer/devnet/node'
import type { TestProject } from 'vitest/node'
import type { DevnetContext } from './devnetContext.js'

/** Starts the devnet, provides its chains as `inject('devnet')` and returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [l1, l2, solana, bundler] = await getFreePorts(4)
  const devnet = await startDevnet({ ports: { l1, l2, solana, bundler } })
  const context: DevnetContext = {
    chains: devnet.chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0] as string,
      nativeCurrency: chain.nativeCurrency,
    })),
    solana: devnet.solana,
    bundlerUrls: devnet.bundlerUrls,
  }
  project.provide('devnet', context)
  return () => devnet.stop()
}
