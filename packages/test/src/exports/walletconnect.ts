// A subpath of its own: the WalletConnect SDK is for Node (tests, the demo's command), never the browser bundle.

export { dropDeletesOfEndedSessions } from '../walletconnect/dropDeletesOfEndedSessions.js'
export {
  PHONE_WALLET_ACCOUNT,
  PHONE_WALLET_SOLANA_ACCOUNT,
  startPhoneWallet,
} from '../walletconnect/phoneWallet.js'
export { deliverSessionDeleteCopy } from '../walletconnect/sessionDeleteCopy.js'
export {
  startWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../walletconnect/testWallet.js'
