import type { PasskeyTexts } from './en.js'

/** Die Texte der Passkey-Seite auf Deutsch. */
export const de: PasskeyTexts = {
  documentTitle: 'Passkey',
  preparing: 'Wird vorbereitet…',
  unknown: 'Diese Anfrage wartet nicht mehr. Schließen Sie dies und versuchen Sie es erneut.',
  cancelled: 'Diese Anfrage wurde abgebrochen.',
  dialogClosed:
    'Der Passkey-Dialog wurde geschlossen. Versuchen Sie es erneut, wenn Sie bereit sind.',
  unsupported: 'Dieser Browser kann hier keine Passkeys verwenden.',
  working: 'Warten auf Ihren Passkey…',
  title: {
    add: 'Passkey hinzufügen',
    'sign-in': 'Mit Passkey anmelden',
    unlock: 'Wallet mit Ihrem Passkey öffnen',
  },
  body: {
    add: 'Ihr Gerät speichert einen Passkey für diese Wallet. Danach öffnet ein neues Gerät Ihre Wallet nur mit ihm.',
    'sign-in': 'Verwenden Sie den Passkey, den Sie für die Wallet dieser App gespeichert haben.',
    unlock: 'Ihre Wallet ist durch einen Passkey geschützt. Öffnen Sie sie damit auf diesem Gerät.',
  },
  action: { add: 'Passkey erstellen', 'sign-in': 'Passkey verwenden', unlock: 'Passkey verwenden' },
  done: {
    add: 'Passkey hinzugefügt.',
    'sign-in': 'Angemeldet.',
    unlock: 'Ihre Wallet ist geöffnet.',
  },
}
