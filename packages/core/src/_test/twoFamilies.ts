import './deferredPartsLoaded.js'
import { createFoyer } from '../createFoyer.js'
import type { FoyerOptions } from '../options/types.js'
import { createMemoryAdapter, createMemorySession, type MemorySession } from './memoryAdapter.js'
import { untilState } from './untilState.js'

/** No storage, and none of the features that need the services: their notice is not what these tests test. */
export const quiet = {
  projectId: 'p',
  storage: null,
  features: { history: false, swaps: false, onramp: false, email: false, socials: false },
} satisfies Partial<FoyerOptions>

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
  const foyer = createFoyer({ adapters: [evm, solana], ...quiet, ...options })
  return { foyer, evm, solana }
}

/** An instance with no adapter at all, hence no active namespace. */
export function createBareFoyer() {
  return createFoyer({ adapters: [], ...quiet })
}

/** The one-time code `connectWaitingOnOtp`'s session accepts. */
export const OTP = '123456'

/**
 * A connect through a session connector (like the embedded wallet's) that has shown its pairing URI and now
 * waits on the visitor's one-time code: answer with `OTP`, or cancel.
 */
export async function connectWaitingOnOtp() {
  const { foyer } = createTwoFamilyFoyer({ session: createMemorySession({ otp: OTP }) })
  const connecting = foyer.connect({ connectorUid: 'session-1' })
  await untilState(foyer, (state) => state.connectFlow?.step?.type === 'awaitOtp')
  return { foyer, connecting }
}
