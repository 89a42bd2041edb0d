import { estimateTransferFee, getBalance, verifyMessage, waitForTransaction } from './chainReads.js'
import { connect } from './connect.js'
import { disconnect, getProvider, reconnect, switchNetwork } from './connection.js'
import { embeddedAccount, setPreferredAccountType } from './embeddedWallet.js'
import {
  getCallsStatus,
  getCapabilities,
  getWalletAssets,
  grantPermissions,
  revokePermissions,
  sendCalls,
} from './walletCalls.js'
import { sendTransaction, signMessage, transferNative, transferToken } from './walletWrites.js'

/**
 * The bodies of the adapter's methods, each taking the adapter's state first: they ride in the lazy actions
 * chunk, and createEvmAdapter.ts's methods load them on first use (core's lazyMethods).
 */
export const evmMethods = {
  connect,
  reconnect,
  disconnect,
  switchNetwork,
  getProvider,
  getBalance,
  verifyMessage,
  estimateTransferFee,
  waitForTransaction,
  signMessage,
  transferNative,
  transferToken,
  sendTransaction,
  embeddedAccount,
  setPreferredAccountType,
  sendCalls,
  getCallsStatus,
  getCapabilities,
  getWalletAssets,
  grantPermissions,
  revokePermissions,
}

export type EvmMethods = typeof evmMethods
