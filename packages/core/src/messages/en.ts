/**
 * Every user-facing English text, keyed by what it is for. SPEC.md texts are verbatim.
 * Adding a locale is adding an object of the same shape; code reads texts only through here.
 */
export const en = {
  // Options and alerts (SPEC §1, §8)
  siweAndSiwx: 'Cannot set both siweConfig and siwx options',
  projectIdNotConfigured: 'Project ID Not Configured',
  projectIdNotConfiguredDetails:
    'Set projectId in the options passed to createFoyer; services that need it will refuse requests.',
  invalidAppConfiguration: 'Invalid App Configuration',
  invalidAppConfigurationDetails:
    'This page’s origin is not allowed for the project. Add it to the project’s allowed origins.',
  networkNotFound: 'Network Not Found',
  // Connection
  chainNotSupported: 'Chain is not supported',
  unsupportedChain: 'Unsupported chain',
  unknownNetwork: 'Unknown Network',
  adapterNotFound: 'Adapter not found',
  adapterForNamespaceMissing: "Adapter for namespace {namespace} doesn't exist",
  caipNetworkUndefined: 'CaipNetwork is undefined',
  connectorNotFound: 'Connector not found',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChain: 'Failed to disconnect chain {namespace}: {message}',
  userRejected: 'Request rejected in the wallet',
  requestFailed: 'The wallet could not complete the request',
  // Send and receive (SPEC §5, §8)
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  invalidReceiver: 'Enter a valid address for this network',
  invalidAmount: 'Enter an amount greater than zero',
  insufficientFunds: 'Not enough {symbol} for this amount',
  tooManyDecimals: '{symbol} has at most {decimals} decimals',
  transactionReverted: 'The transaction failed on chain',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  sent: 'Sent',
  send: 'Send',
  receive: 'Receive',
  selectToken: 'Select token',
  amount: 'Amount',
  receiverAddress: 'To',
  max: 'Max',
  preview: 'Preview Send',
  networkFee: 'Network fee',
  sending: 'Sending…',
  confirmSend: 'Send',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  noTokens: 'No tokens yet. Receive some to get started.',
  noNfts: 'No NFTs yet.',
  noActivity: 'No activity yet. Your transactions will show here.',
  loadingActivity: 'Loading activity…',
  receiveDetails: 'Send only assets on these networks to this address.',
  loadMore: 'Load more',
  searchTokens: 'Search tokens',
  noTokensFound: 'No token found',
  network: 'Network',
  feeUnavailable: 'Could not estimate the network fee',
  // Toasts
  authenticating: 'Authenticating...',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  signatureCreated: 'Message signed',
  // Views and labels
  connectWallet: 'Connect Wallet',
  connectTitle: 'Connect Wallet',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallets',
  noWalletsFound: 'No wallet found',
  showMoreWallets: 'Show more wallets',
  installed: 'Installed',
  recent: 'Recent',
  connecting: 'Continue in {name}',
  connectingDetails: 'Accept the connection request in the wallet',
  tryAgain: 'Try again',
  account: 'Account',
  networks: 'Networks',
  chooseNetwork: 'Choose Network',
  switchNetwork: 'Switch Network',
  unsupportedChainTitle: 'Switch Network',
  unsupportedChainDetails:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  copyAddress: 'Copy address',
  disconnect: 'Disconnect',
  signMessage: 'Sign Message',
  approveTransaction: 'Approve Transaction',
  messageLabel: 'Message',
  sign: 'Sign',
  signature: 'Signature',
  close: 'Close',
  back: 'Back',
  wallet: 'Wallet',
  email: 'Email',
  social: 'Social',
  noWalletsDetected: 'No browser wallet found. Install one to continue.',
  actionNotAllowed: 'Action not allowed',
  connectedTo: 'Connected to {name}',
} as const

/** The shape every locale provides. */
export type Messages = { readonly [K in keyof typeof en]: string }
/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/** Fills `{name}` placeholders in a catalogue text. */
export function formatMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
