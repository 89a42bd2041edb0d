// The lazy part of the Solana adapter: everything that needs @solana/kit. createSolanaAdapter.ts imports it
// on first use, so a host pays for it only when a Solana wallet does something.
export { createSolanaProvider } from './provider.js'
export {
  estimateTransferFee,
  getBalance,
  transferNative,
  transferToken,
  waitForTransaction,
} from './transfers.js'
export { verifyMessage } from './verifyMessage.js'
export { signMessage } from './walletRequests.js'
