import { estimateTransferFee, getBalance, verifyMessage, waitForTransaction } from './chainReads.js'
import { connect } from './connect.js'
import { disconnect, switchNetwork } from './connection.js'
import { embeddedAccount } from './embeddedAccount.js'
import { followEmbedded, followWalletConnect } from './followSessions.js'
import { reconnect } from './reconnect.js'
import { getProvider, signMessage, transferNative, transferToken } from './walletWrites.js'

/**
 * The bodies of the adapter's methods and of its shared sessions' listeners, each taking the adapter's state
 * first: they ride in the lazy actions chunk, and the eager part loads them on first use (core's lazyMethods).
 */
export const solanaMethods = {
  connect,
  reconnect,
  disconnect,
  switchNetwork,
  getBalance,
  signMessage,
  verifyMessage,
  getProvider,
  transferNative,
  transferToken,
  estimateTransferFee,
  waitForTransaction,
  followWalletConnect,
  followEmbedded,
  embeddedAccount,
}

export type SolanaMethods = typeof solanaMethods
