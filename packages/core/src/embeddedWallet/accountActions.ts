import type { ManagesEmbeddedWallet } from '../adapter.js'

/**
 * The embedded wallet's account actions (SPEC §4: e-mail change, devices, passkeys): the same on every
 * adapter whose connection is the embedded wallet's, since each is a request to the frame that names no chain.
 */
export type EmbeddedAccountActions = Required<
  Omit<ManagesEmbeddedWallet, 'isEmbeddedWalletConnected' | 'setPreferredAccountType'>
>

/** One of the account actions by name. */
export type EmbeddedAccountAction = keyof EmbeddedAccountActions

const ACCOUNT_ACTIONS: readonly EmbeddedAccountAction[] = [
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'listEmbeddedDevices',
  'revokeEmbeddedDevice',
  'listEmbeddedPasskeys',
  'addEmbeddedPasskey',
]

/**
 * An adapter's account actions, each handing its name and parameters to `run` — the adapter's one lazy body
 * that runs them (`@foyer/embedded`'s `embeddedAccountActions` on its channel to the frame) — so that the
 * adapter's eager part lists none of them.
 */
export function forwardEmbeddedAccountActions(
  run: (name: EmbeddedAccountAction, parameters: unknown) => Promise<unknown>,
): EmbeddedAccountActions {
  return Object.fromEntries(
    ACCOUNT_ACTIONS.map((name) => [name, (parameters?: unknown) => run(name, parameters)]),
  ) as EmbeddedAccountActions
}
