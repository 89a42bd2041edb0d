import type { Ceremony } from '../protocol.js'

/** The passkey page's words, in English; the other languages have the same keys (texts/languages.ts). */
export type PasskeyTexts = {
  documentTitle: string
  preparing: string
  unknown: string
  cancelled: string
  dialogClosed: string
  unsupported: string
  working: string
  title: Record<Ceremony, string>
  body: Record<Ceremony, string>
  action: Record<Ceremony, string>
  done: Record<Ceremony, string>
}

export const en: PasskeyTexts = {
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
  },
  body: {
    add: 'Your device will save a passkey for this wallet. From then on, a new device opens your wallet only with it.',
    'sign-in': 'Use the passkey you saved for this app’s wallet.',
    unlock: 'Your wallet is guarded by a passkey. Use it to open your wallet on this device.',
  },
  action: {
    add: 'Create passkey',
    'sign-in': 'Use passkey',
    unlock: 'Use passkey',
  },
  done: {
    add: 'Passkey added.',
    'sign-in': 'Signed in.',
    unlock: 'Your wallet is open.',
  },
}
