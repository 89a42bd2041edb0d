import { loadSiwx } from '../siwx/loadSiwx.js'
import type { FoyerContext } from '../types/instance.js'
import { applySignIn, IDLE, signingAccount } from './checkSignIn.js'

export type SignOutReturnType = undefined
/** What the SIWX config's `setSessions` throws. */
export type SignOutErrorType = Error

/**
 * Ends the sign-in: every session the SIWX config keeps (`setSessions([])`). The wallet stays connected;
 * `state.signIn` goes to `signedOut` while an account is connected.
 */
export async function signOut(foyer: FoyerContext): Promise<SignOutReturnType> {
  const loading = loadSiwx(foyer)
  if (!loading) return
  ++foyer.internal.signInSeq
  const who = signingAccount(foyer)
  applySignIn(foyer, who ? { ...IDLE, status: 'signedOut', account: who.caipAddress } : IDLE)
  try {
    await (await loading).setSessions([])
  } finally {
    foyer.events.emit({ type: 'SIGN_OUT' })
  }
}
