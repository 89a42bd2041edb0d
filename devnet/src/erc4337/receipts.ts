// eth_getUserOperationReceipt / eth_getUserOperationByHash, found on chain from the EntryPoint's
// UserOperationEvent (topic 1 = the userOpHash): nothing is kept in memory, so they work after a restart.
import {
  type Address,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  slice,
  toEventSelector,
} from 'viem'
import {
  entryPoint07Abi,
  formatUserOperationRequest,
  getUserOperationHash,
  type PackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { rpc } from '../rpc.js'
import type { BundlerChain } from './chainCalls.js'
import { DEVNET_ERC4337 } from './constants.js'

type RpcLog = { address: Address; topics: Hex[]; data: Hex; transactionHash: Hex; logIndex: Hex }
type RpcReceipt = { logs: RpcLog[]; transactionHash: Hex; blockHash: Hex; blockNumber: Hex }

const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
)
const BEFORE_EXECUTION = toEventSelector('BeforeExecution()')
const REVERT_REASON = toEventSelector('UserOperationRevertReason(bytes32,address,uint256,bytes)')

const fromEntryPoint = (log: RpcLog) => isAddressEqual(log.address, DEVNET_ERC4337.entryPoint)

/** The UserOperationEvent of `hash`, or undefined while the operation is not on chain. */
async function findEvent(chain: BundlerChain, hash: Hex): Promise<RpcLog | undefined> {
  const logs = await rpc<RpcLog[]>(chain.rpcUrl, 'eth_getLogs', [
    {
      address: DEVNET_ERC4337.entryPoint,
      topics: [USER_OPERATION_EVENT, hash],
      fromBlock: '0x0',
      toBlock: 'latest',
    },
  ])
  return logs.at(-1)
}

/**
 * The logs of one operation's execution: those after the previous operation's UserOperationEvent (or the
 * bundle's BeforeExecution) and before its own event.
 */
function operationLogs(receipt: RpcReceipt, event: RpcLog): RpcLog[] {
  const end = receipt.logs.findIndex((log) => log.logIndex === event.logIndex)
  let start = end
  while (start > 0) {
    const previous = receipt.logs[start - 1] as RpcLog
    const topic = previous.topics[0]
    if (fromEntryPoint(previous) && (topic === USER_OPERATION_EVENT || topic === BEFORE_EXECUTION))
      break
    start--
  }
  return receipt.logs.slice(start, end)
}

/** ERC-4337's user operation receipt for `hash`, or null until the operation is included. */
export async function getUserOperationReceipt(chain: BundlerChain, hash: Hex) {
  const event = await findEvent(chain, hash)
  if (!event) return null
  const receipt = await rpc<RpcReceipt>(chain.rpcUrl, 'eth_getTransactionReceipt', [
    event.transactionHash,
  ])
  const { args } = decodeEventLog({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    data: event.data,
    topics: event.topics as [Hex, ...Hex[]],
  })
  const revert = receipt.logs.find(
    (log) => fromEntryPoint(log) && log.topics[0] === REVERT_REASON && log.topics[1] === hash,
  )
  const reason = revert
    ? decodeEventLog({
        abi: entryPoint07Abi,
        eventName: 'UserOperationRevertReason',
        data: revert.data,
        topics: revert.topics as [Hex, ...Hex[]],
      }).args.revertReason
    : undefined
  return {
    userOpHash: hash,
    entryPoint: DEVNET_ERC4337.entryPoint,
    sender: args.sender,
    nonce: numberToHex(args.nonce),
    paymaster: args.paymaster,
    actualGasCost: numberToHex(args.actualGasCost),
    actualGasUsed: numberToHex(args.actualGasUsed),
    success: args.success,
    ...(reason !== undefined ? { reason } : {}),
    logs: operationLogs(receipt, event),
    receipt,
  }
}

/** The v0.7 unpacked form of a packed operation. */
function unpack(packed: PackedUserOperation): UserOperation<'0.7'> {
  const high = (word: Hex) => BigInt(slice(word, 0, 16))
  const low = (word: Hex) => BigInt(slice(word, 16, 32))
  const hasFactory = packed.initCode.length >= 42
  const hasPaymaster = packed.paymasterAndData.length >= 106
  return {
    sender: packed.sender,
    nonce: packed.nonce,
    ...(hasFactory
      ? {
          factory: getAddress(slice(packed.initCode, 0, 20)),
          factoryData: slice(packed.initCode, 20),
        }
      : {}),
    callData: packed.callData,
    verificationGasLimit: high(packed.accountGasLimits),
    callGasLimit: low(packed.accountGasLimits),
    preVerificationGas: packed.preVerificationGas,
    maxPriorityFeePerGas: high(packed.gasFees),
    maxFeePerGas: low(packed.gasFees),
    ...(hasPaymaster
      ? {
          paymaster: getAddress(slice(packed.paymasterAndData, 0, 20)),
          paymasterVerificationGasLimit: BigInt(slice(packed.paymasterAndData, 20, 36)),
          paymasterPostOpGasLimit: BigInt(slice(packed.paymasterAndData, 36, 52)),
          paymasterData:
            packed.paymasterAndData.length > 106 ? slice(packed.paymasterAndData, 52) : '0x',
        }
      : {}),
    signature: packed.signature,
  }
}

/** The operation `hash` names as its bundle carried it, with where it was included; null until then. */
export async function getUserOperationByHash(chain: BundlerChain, hash: Hex) {
  const event = await findEvent(chain, hash)
  if (!event) return null
  const transaction = await rpc<{ input: Hex; blockHash: Hex; blockNumber: Hex }>(
    chain.rpcUrl,
    'eth_getTransactionByHash',
    [event.transactionHash],
  )
  // A bundle sent straight to the EntryPoint; one sent through another contract is not decoded here.
  let decoded: ReturnType<typeof decodeFunctionData<typeof entryPoint07Abi>>
  try {
    decoded = decodeFunctionData({ abi: entryPoint07Abi, data: transaction.input })
  } catch {
    return null
  }
  if (decoded.functionName !== 'handleOps') return null
  const operation = decoded.args[0].map(unpack).find(
    (op) =>
      getUserOperationHash({
        chainId: chain.chainId,
        entryPointAddress: DEVNET_ERC4337.entryPoint,
        entryPointVersion: '0.7',
        userOperation: op,
      }) === hash,
  )
  if (!operation) return null
  return {
    userOperation: formatUserOperationRequest(operation),
    entryPoint: DEVNET_ERC4337.entryPoint,
    transactionHash: event.transactionHash,
    blockHash: transaction.blockHash,
    blockNumber: transaction.blockNumber,
  }
}
