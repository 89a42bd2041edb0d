// Wagmi actions the adapter needs only once the visitor acts (connect, sign, switch, send, read a
// balance). Loaded with import() on first use so that none of them, nor the parts of viem they pull in
// (signature recovery, ABI encoding…), weigh on the host page's first load.
export {
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getPublicClient,
  reconnect,
  sendTransaction,
  signMessage,
  simulateContract,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
export { encodeFunctionData } from 'viem'
export { transferAbiFor } from './tether.js'
