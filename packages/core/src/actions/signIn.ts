// Signing the active account in (SPEC §4 'Wallet sign-in'): called by the ConnectingSiwe view and by hosts,
// never by what starts with the page, so it loads with the view's chunk (issue 38).
import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { SignatureDeclinedError, SignInInitError, SignInRefusedError } from '../errors/signIn.js'
import { loadSiwx } from '../siwx/loadSiwx.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession } from '../siwx/types.js'
import type { FoyerContext } from '../types/instance.js'
import { applySignIn, IDLE, type SigningAccount, signingAccount } from './checkSignIn.js'
import { signMessage } from './signMessage.js'

export type SignInReturnType = SiwxSession

export type SignInErrorType =
  | NotConnectedError
  | SignInInitError
  | SignatureDeclinedError
  | SignInRefusedError
  | BaseError

/**
 * Signs the active account in: the SIWX config makes the message, the wallet signs it, the config checks
 * and keeps the session. Failures say which step failed: the message ('A problem occurred while trying
 * initialize authentication'), the wallet ('Signature declined'; with a smart account 'This application
 * might not support Smart Accounts'), or the config's check; `state.signIn.error` holds the text.
 */
export async function signIn(foyer: FoyerContext): Promise<SignInReturnType> {
  const who = signingAccount(foyer)
  const loading = loadSiwx(foyer)
  if (!who || !loading) throw new NotConnectedError()
  const seq = ++foyer.internal.signInSeq
  const fail = (error: BaseError) => {
    if (seq === foyer.internal.signInSeq)
      applySignIn(foyer, {
        status: 'signedOut',
        account: who.caipAddress,
        session: undefined,
        error: error.displayText,
      })
    foyer.events.emit({ type: 'SIGN_IN_ERROR', message: error.shortMessage })
    return error
  }
  applySignIn(foyer, { ...IDLE, status: 'signing', account: who.caipAddress })
  let siwx: SiwxConfig
  let data: SiwxMessageData
  let message: string
  try {
    siwx = await loading
    const created = await siwx.createMessage({ chainId: who.chainId, accountAddress: who.address })
    message = created.toString()
    const { toString: _, ...fields } = created
    data = fields
  } catch (cause) {
    throw fail(new SignInInitError(cause))
  }
  let signature: string
  try {
    signature = await signMessage(foyer, { message, namespace: who.namespace })
  } catch (cause) {
    throw fail(new SignatureDeclinedError(cause, isSmartAccount(who)))
  }
  const session: SiwxSession = { data, message, signature }
  try {
    await siwx.addSession(session)
  } catch (cause) {
    throw fail(new SignInRefusedError(cause))
  }
  if (seq === foyer.internal.signInSeq)
    applySignIn(foyer, { status: 'signedIn', account: who.caipAddress, session, error: undefined })
  foyer.events.emit({ type: 'SIGN_IN_SUCCESS', account: who.caipAddress })
  return session
}

function isSmartAccount({ account, address }: SigningAccount): boolean {
  if (account.preferredAccountType === 'smartAccount') return true
  return account.allAccounts.some(
    (entry) =>
      entry.type === 'smartAccount' && entry.address.toLowerCase() === address.toLowerCase(),
  )
}
