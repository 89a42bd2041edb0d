import { loadSiwx } from '../siwx/loadSiwx.js'
import type { FoyerContext } from '../types/instance.js'
import type { DisconnectErrorType } from './disconnect.js'
import { disconnect } from './disconnect.js'

/** Whether the wallet was disconnected. */
export type DeclineSignInReturnType = boolean
/** The disconnect's, when sign-in is required. */
export type DeclineSignInErrorType = DisconnectErrorType

/**
 * The visitor will not sign in (ConnectingSiwe's Cancel): with a SIWX config that requires sign-in
 * (`getRequired()`, true by default) the wallet is disconnected. Returns whether it was.
 */
export async function declineSignIn(foyer: FoyerContext): Promise<boolean> {
  const loading = loadSiwx(foyer)
  if (!loading) return false
  const siwx = await loading
  if (!(siwx.getRequired?.() ?? false)) return false
  await disconnect(foyer)
  return true
}
