// Whether the active account is signed in: the sign-in reactions need it from the start (`createFoyer`
// starts them when sign-in is on); signing in and out (`signIn.ts`, `signOut.ts`) load with the view (issue 38).
// The slice's helpers (who signs in, its one write) stay here and the lazy sign-in actions import them from
// this module: a helper module of their own split the EVM + Solana host's entry into three files (rolldown,
// docs/toolchain.md — every lazy chunk must reach the same modules of the page's first load).
import { parseCaipAccountId } from '../caip/accountId.js'
import { SignInInitError } from '../errors/signIn.js'
import { signInFamily } from '../namespaces/supports.js'
import { notice } from '../notices.js'
import { loadSiwx } from '../siwx/loadSiwx.js'
import type { SiwxSession } from '../siwx/types.js'
import type { AccountState, SignInState } from '../state/types.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** The active namespace's connected account and its network: who signs in, and where. */
export type SigningAccount = {
  namespace: Namespace
  account: AccountState
  address: string
  chainId: CaipNetworkId
  caipAddress: CaipAddress
}

export function signingAccount(foyer: FoyerContext): SigningAccount | undefined {
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
export function applySignIn(
  foyer: FoyerContext,
  signIn: Omit<SignInState, 'required'> & { required?: boolean },
): void {
  foyer.store.setState((state) => ({ signIn: { required: state.signIn.required, ...signIn } }))
}

/** No sign-in under way or known. */
export const IDLE: Omit<SignInState, 'required'> = {
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
