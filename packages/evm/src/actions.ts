// Wagmi actions the adapter needs only once the visitor acts (connect, sign, switch, send, read a
// balance). Loaded with import() on first use so that none of them, nor the parts of viem they pull in
// (signature recovery, ABI encoding…), weigh on the host page's first load. Reads go through rpc.ts, not
// viem's public actions (see there why).
export {
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  reconnect,
  sendTransaction,
  signMessage,
  writeContract,
} from '@wagmi/core'
export { encodeFunctionData } from 'viem'
export { waitForTransactionReceipt } from 'viem/actions'
export { readNativeBalance, simulateTransfer, verifyMessageSignature } from './rpc.js'
export { transferAbiFor } from './tether.js'
