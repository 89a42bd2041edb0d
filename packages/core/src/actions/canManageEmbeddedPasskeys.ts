import {
  hasEmbeddedWalletMethods,
  requireEmbeddedWalletMethods,
} from '../embeddedWallet/embeddedWalletMethods.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

const PASSKEY_METHODS = ['listEmbeddedPasskeys', 'addEmbeddedPasskey'] as const

/**
 * The passkey methods of the embedded wallet connected on a namespace (the active one by default); throws
 * NotConnectedError when the account is not the embedded wallet's, or its wallet has no passkeys.
 */
export function embeddedPasskeyMethods(foyer: FoyerContext, namespace: Namespace | undefined) {
  return requireEmbeddedWalletMethods(foyer, namespace, PASSKEY_METHODS)
}

/** The arguments after the instance. */
export type CanManageEmbeddedPasskeysParameters = [namespace?: Namespace]
export type CanManageEmbeddedPasskeysReturnType = boolean
/** It does not throw. */
export type CanManageEmbeddedPasskeysErrorType = never

/** Whether the account of a namespace (the active one by default) can list and add passkeys now. */
export function canManageEmbeddedPasskeys(foyer: FoyerContext, namespace?: Namespace): boolean {
  return hasEmbeddedWalletMethods(foyer, namespace, PASSKEY_METHODS)
}
