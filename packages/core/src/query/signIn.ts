import { signIn } from '../actions/signIn.js'
import { signOut } from '../actions/signOut.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for signing the active account in with its wallet. Framework-free: hooks wrap it. */
export function signInMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'signIn'] as const,
    mutationFn: () => signIn(foyer),
  }
}

/** Mutation options for signing out (the wallet stays connected). */
export function signOutMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'signOut'] as const,
    mutationFn: () => signOut(foyer),
  }
}
