// Wagmi actions the adapter needs only once the visitor acts (connect, sign, switch, send, read a
// balance). Loaded with import() on first use so that none of them, nor the parts of viem they pull in
// (signature recovery, ABI encoding…), weigh on the host page's first load. Reads go through rpc.ts, not
// viem's public actions (see there why).
//
// One object rather than re-exports: a module made only of re-exports is a "facade" whose namespace
// rolldown builds at run time with a runtime helper, and a helper in a lazy chunk costs the host page a
// second eager file (docs/decisions.md, "One eager file").

import {
  createEmbeddedEvmProvider,
  createFrameTransport,
  isPasskeyRequired,
  runEmailLogin,
  runPasskeyCeremony,
  runPasskeySignIn,
  runSocialLogin,
} from '@foyer/embedded'
import {
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  reconnect,
  sendTransaction,
  signMessage,
  writeContract,
} from '@wagmi/core'
import { encodeFunctionData } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { readNativeBalance, simulateTransfer, verifyMessageSignature } from './rpc.js'
import { transferAbiFor } from './tether.js'
import { getWalletAssets } from './walletAssets.js'
import {
  getWalletCallsStatus,
  getWalletCapabilities,
  grantWalletPermissions,
  revokeWalletPermissions,
  sendWalletCalls,
} from './walletCalls.js'
import { walletConnectSession } from './walletconnect/walletConnectSession.js'

/** The actions, handed out by the adapter's loader in createEvmAdapter.ts. */
export const actions = {
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  reconnect,
  sendTransaction,
  signMessage,
  writeContract,
  encodeFunctionData,
  waitForTransactionReceipt,
  readNativeBalance,
  simulateTransfer,
  verifyMessageSignature,
  transferAbiFor,
  // The embedded wallet's host side, in this same chunk: a chunk of its own would share viem's modules
  // with the page and this one, and the bundler would then split them into an extra eager file
  // (docs/decisions.md, "One dependency set for lazy chunks"). It is loaded on the first connect anyway.
  createFrameTransport,
  createEmbeddedEvmProvider,
  runEmailLogin,
  runSocialLogin,
  runPasskeySignIn,
  runPasskeyCeremony,
  isPasskeyRequired,
  // WalletConnect's working part, for the same reason (the SDK itself is a chunk of its own: it shares no
  // module with the page).
  walletConnectSession,
  // EIP-5792 calls, ERC-7715 permissions and wallet_getAssets on the connected wallet: used once connected.
  getWalletAssets,
  getWalletCallsStatus,
  getWalletCapabilities,
  grantWalletPermissions,
  revokeWalletPermissions,
  sendWalletCalls,
}
