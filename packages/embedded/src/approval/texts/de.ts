import type { ApprovalTexts } from './en.js'

/** Die Texte der Bestätigungsseite auf Deutsch (die Wörter des Modals, wo es sie schon gibt). */
export const de: ApprovalTexts = {
  documentTitle: 'In Ihrer Wallet bestätigen',
  approve: 'Bestätigen',
  reject: 'Ablehnen',
  status: {
    loading: 'Die Anfrage wird geladen…',
    unknown:
      'Diese Anfrage wartet nicht mehr. Schließen Sie dieses Fenster und versuchen Sie es in der App erneut.',
    noVisibility:
      'Dieser Browser kann nicht erkennen, ob diese Seite verdeckt ist. Bestätigen können Sie deshalb nur in einem eigenen Fenster.',
    windowOpen:
      'Fahren Sie im geöffneten Fenster fort. Wenn Sie es schließen, wartet die Anfrage weiter.',
    windowBlocked:
      'Das Fenster wurde nicht geöffnet. Erlauben Sie Pop-ups für diese App und versuchen Sie es erneut.',
    running: 'Wird bestätigt…',
    done: 'Erledigt.',
    declined: 'Abgelehnt.',
    cancelled: 'Die App hat die Anfrage zurückgezogen.',
    failed: 'Die Wallet konnte das nicht ausführen',
  },
  openWindow: 'In neuem Fenster prüfen',
  titles: {
    personal_sign: 'Diese Nachricht signieren',
    eth_signTypedData_v4: 'Diese Daten signieren',
    eth_sendTransaction: 'Diese Transaktion senden',
    eth_sendRawTransaction: 'Diese signierte Transaktion senden',
    wallet_sendCalls: 'Diese Aufrufe senden',
    wallet_grantPermissions: 'Einem anderen Schlüssel erlauben, für Ihr Konto zu handeln',
    wallet_revokePermissions: 'Diese Berechtigung zurücknehmen',
    signMessage: 'Diese Nachricht signieren',
    signTransaction: 'Diese Transaktion signieren',
    signAllTransactions: 'Diese Transaktionen signieren',
    signAndSendTransaction: 'Diese Transaktion senden',
  },
  askedBy: 'Angefragt von {origin} auf {network}',
  transactionNumber: 'Transaktion {index} von {count}',
  callNumber: 'Aufruf {index} von {count}',
  message: 'Nachricht',
  typedMessage: 'Nachricht ({type})',
  domain: 'Domain',
  signedBytes: 'Signierte Bytes',
  to: 'An',
  newContract: 'Neuer Contract',
  value: 'Wert',
  function: 'Funktion',
  data: 'Daten',
  none: 'Keine',
  intent: {
    approve: '{spender} erlauben, {amount} auszugeben',
    approveAll: '{spender} erlauben, Ihr gesamtes {symbol} auszugeben',
    transfer: '{amount} an {recipient} senden',
    transferFrom: '{amount} von {owner} an {recipient} übertragen',
  },
  showDetails: 'Details',
  revoke: 'Widerrufen',
  permission: {
    signer: 'Schlüssel',
    token: 'Token-Vertrag',
    allowance: 'Bis zu',
    expiry: 'Bis',
    error: 'Nicht erteilbar',
  },
  details: {
    account: 'Konto',
    smartAccount: 'Smart Account',
    nonce: 'Nonce',
    nonceKey: 'Nonce-Schlüssel',
    gasLimit: 'Gaslimit',
    callGasLimit: 'Gaslimit des Aufrufs',
    verificationGasLimit: 'Gaslimit der Prüfung',
    preVerificationGas: 'Gas vor der Prüfung',
    paymasterGasLimit: 'Gaslimit des Paymasters',
    maxFeePerGas: 'Höchstgebühr pro Gas',
    maxPriorityFeePerGas: 'Höchste Prioritätsgebühr pro Gas',
    maxNetworkFee: 'Höchste Netzwerkgebühr',
    gasPaidBy: 'Netzwerkgebühr',
    priorityFee: 'Prioritätsgebühr',
    computeUnitLimit: 'Limit der Compute Units',
  },
  paidByPaymaster: 'Zahlt die App (ihr Paymaster): Sie zahlen kein Gas',
  paidByAccount: 'Zahlt Ihr Smart Account in {symbol}',
  microLamports: '{amount} Micro-Lamports pro Compute Unit',
  warnings: {
    unlimitedApproval:
      'Unbegrenzte Freigabe: Der Empfänger kann diesen Token vollständig aus Ihrer Wallet bewegen, jetzt und später',
    permit:
      'Diese Signatur ist ein Permit: Wer sie besitzt, kann Ihre Token bewegen, ohne Sie erneut zu fragen',
    sessionKey:
      'Ein Sitzungsschlüssel handelt ohne Rückfrage für Sie, innerhalb dieses Rahmens, bis er abläuft',
  },
}
