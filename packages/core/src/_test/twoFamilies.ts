import { createFoyer } from '../createFoyer.js'
import type { FoyerOptions } from '../options/types.js'
import { createMemoryAdapter, type MemorySession } from './memoryAdapter.js'

/**
 * An instance on two memory wallets, EVM (active at first) and Solana, optionally sharing a session connector.
 * The adapters mount only in a browser: a test file that connects calls `inABrowserLikePage()`.
 */
export function createTwoFamilyFoyer({
  session,
  ...options
}: { session?: MemorySession } & Partial<FoyerOptions> = {}) {
  const evm = createMemoryAdapter({ namespace: 'eip155', session })
  const solana = createMemoryAdapter({ namespace: 'solana', session })
  const foyer = createFoyer({ adapters: [evm, solana], projectId: 'p', storage: null, ...options })
  return { foyer, evm, solana }
}

/** An instance with no adapter at all, hence no active namespace. */
export function createBareFoyer() {
  return createFoyer({ adapters: [], projectId: 'p', storage: null })
}
