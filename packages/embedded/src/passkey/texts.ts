import type { Ceremony } from './protocol.js'

// The passkey page's words. English for now: the page is short, and its one action opens the browser's own
// passkey dialog, which speaks the visitor's language (docs/decisions.md 'Passkeys').

export const PASSKEY_TEXTS = {
  documentTitle: 'Passkey',
  preparing: 'Preparing…',
  unknown: 'This request is no longer waiting. Close this and try again.',
  cancelled: 'This request was cancelled.',
  dialogClosed: 'The passkey dialog was closed. Try again when you are ready.',
  unsupported: 'This browser cannot use passkeys here.',
  working: 'Waiting for your passkey…',
  title: {
    add: 'Add a passkey',
    'sign-in': 'Sign in with a passkey',
    unlock: 'Open your wallet with your passkey',
  } satisfies Record<Ceremony, string>,
  body: {
    add: 'Your device will save a passkey for this wallet. From then on, a new device opens your wallet only with it.',
    'sign-in': 'Use the passkey you saved for this app’s wallet.',
    unlock: 'Your wallet is guarded by a passkey. Use it to open your wallet on this device.',
  } satisfies Record<Ceremony, string>,
  action: {
    add: 'Create passkey',
    'sign-in': 'Use passkey',
    unlock: 'Use passkey',
  } satisfies Record<Ceremony, string>,
  done: {
    add: 'Passkey added.',
    'sign-in': 'Signed in.',
    unlock: 'Your wallet is open.',
  } satisfies Record<Ceremony, string>,
}
