import { parseCaipAccountId } from '../caip/accountId.js'
import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { SignatureDeclinedError, SignInInitError, SignInRefusedError } from '../errors/signIn.js'
import { signInFamily } from '../namespaces/supports.js'
import { notice } from '../notices.js'
import { loadSiwx } from '../siwx/loadSiwx.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession } from '../siwx/types.js'
import type { AccountState, SignInState } from '../state/types.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { disconnect } from './disconnect.js'
import { signMessage } from './signMessage.js'

/** The active namespace's connected account and its network: who signs in, and where. */
type SigningAccount = {
  namespace: Namespace
  account: AccountState
  address: string
  chainId: CaipNetworkId
  caipAddress: CaipAddress
}

function signingAccount(foyer: FoyerContext): SigningAccount | undefined {
  const state = foyer.store.getState()
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const network = namespace ? state.networks[namespace]?.caipNetwork : undefined
  if (!namespace || account?.status !== 'connected' || !account.address || !network)
    return undefined
  const chainId = network.caipNetworkId
  return {
    namespace,
    account,
    address: account.address,
    chainId,
    caipAddress: `${chainId}:${account.address}`,
  }
}

/** Writes the sign-in state; `required` stays what the config said unless given. */
function applySignIn(
  foyer: FoyerContext,
  signIn: Omit<SignInState, 'required'> & { required?: boolean },
): void {
  foyer.store.setState((state) => ({ signIn: { required: state.signIn.required, ...signIn } }))
}

const IDLE: Omit<SignInState, 'required'> = {
  status: 'idle',
  account: undefined,
  session: undefined,
  error: undefined,
}

export type CheckSignInReturnType = SignInState['status']
export type CheckSignInErrorType = SignInInitError

/**
 * Asks the SIWX config whether the active account is signed in (SPEC §4 'Wallet sign-in'), and writes the
 * answer to `state.signIn`: `signedIn` with the session, or `signedOut` (the sign-in step is due). `idle`
 * without sign-in options, an account, or on a namespace Foyer cannot sign in on (the namespace table's
 * 'signIn'; the legacy `siweConfig` signs in Ethereum-family accounts only): the developer is told.
 * A config that fails to answer throws SignInInitError ('A problem occurred while trying initialize
 * authentication'); what to do then is the caller's (the modal disconnects).
 */
export async function checkSignIn(foyer: FoyerContext): Promise<CheckSignInReturnType> {
  const seq = ++foyer.internal.signInSeq
  const who = signingAccount(foyer)
  const loading = loadSiwx(foyer)
  if (!who || !loading) {
    applySignIn(foyer, IDLE)
    return 'idle'
  }
  const family = signInFamily(who.namespace)
  const legacy = !foyer.options.siwx
  if (!family || (legacy && family !== 'Ethereum')) {
    notice(
      foyer,
      `siwx-${who.namespace}`,
      legacy && family
        ? `siweConfig: Sign-In with Ethereum signs in EVM accounts only; ${who.namespace} accounts connect without signing in (use siwx to sign them in).`
        : `siwx: sign-in on ${who.namespace} accounts is not part of Foyer yet; they connect without signing in.`,
    )
    applySignIn(foyer, IDLE)
    return 'idle'
  }
  const current = foyer.store.getState().signIn
  // A new network of a signed-in account stays signed in while its config is asked again.
  const signedIn = current.account && parseCaipAccountId(current.account)
  const sameAccount =
    current.status === 'signedIn' &&
    signedIn?.namespace === who.namespace &&
    signedIn.address === who.address
  if (!sameAccount) applySignIn(foyer, { ...IDLE, status: 'checking', account: who.caipAddress })
  let sessions: SiwxSession[]
  let required: boolean
  try {
    const siwx = await loading
    required = siwx.getRequired?.() ?? false
    sessions = await siwx.getSessions(who.chainId, who.address)
  } catch (cause) {
    if (seq === foyer.internal.signInSeq) applySignIn(foyer, IDLE)
    throw new SignInInitError(cause)
  }
  // The account or network changed meanwhile: a newer check answers for it.
  if (seq !== foyer.internal.signInSeq) return foyer.store.getState().signIn.status
  const session = sessions[0]
  applySignIn(foyer, {
    status: session ? 'signedIn' : 'signedOut',
    account: who.caipAddress,
    session,
    error: undefined,
    required,
  })
  return session ? 'signedIn' : 'signedOut'
}

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

/**
 * Ends the sign-in: every session the SIWX config keeps (`setSessions([])`). The wallet stays connected;
 * `state.signIn` goes to `signedOut` while an account is connected.
 */
export async function signOut(foyer: FoyerContext): Promise<void> {
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
