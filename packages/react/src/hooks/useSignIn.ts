import {
  type DisplayText,
  type FoyerState,
  type SignInErrorType,
  type SignInState,
  type SiwxSession,
  signInMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'
import { useMutation } from './useMutation.js'
import { useSignOut } from './useSignOut.js'

export type UseSignInReturnType = {
  /** Where the active account stands: `signedIn` with `session`, `signedOut` when it has to sign… */
  status: SignInState['status']
  /** The account (CAIP-10) the status is about. */
  account: SignInState['account']
  /** The sign-in session (SPEC §3): the message's fields, the signed text, the signature. */
  session: SiwxSession | undefined
  /**
   * Why the last sign-in failed ('Signature declined', …): a catalogue key and values — render it with
   * `renderText` and the page's catalogue (or read it in English with `englishOf`).
   */
  error: DisplayText | undefined
  /** Declining sign-in disconnects the wallet. */
  required: boolean
  /** Asks the wallet to sign the sign-in message; failures end up in `status` and `error`. */
  signIn(): void
  signInAsync(): Promise<SiwxSession>
  /** Ends the session (the wallet stays connected). */
  signOut(): void
  signOutAsync(): Promise<void>
  /** A sign-in or sign-out under way. */
  isPending: boolean
}

/** Sign-in with the wallet (`siwx` / `siweConfig`): the state of the active account, and the two actions. */
export function useSignIn(): UseSignInReturnType {
  const foyer = useFoyer()
  const state = useFoyerSelector(selectSignIn)
  const signInOptions = useMemo(() => signInMutationOptions(foyer), [foyer])
  const signIn = useMutation<SiwxSession, void, SignInErrorType>(signInOptions)
  const signOut = useSignOut()
  return {
    status: state.status,
    account: state.account,
    session: state.session,
    error: state.error,
    required: state.required,
    signIn: () => signIn.mutate(),
    signInAsync: () => signIn.mutateAsync(),
    signOut: signOut.signOut,
    signOutAsync: signOut.signOutAsync,
    isPending: signIn.isPending || signOut.isPending,
  }
}

const selectSignIn = (state: FoyerState) => state.signIn
