import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  keccak256,
  parseAbi,
  type RpcLog,
  toBytes,
} from 'viem'

// Smart accounts' coin transfers (issue 20): a smart account sends ETH from inside an ERC-4337 bundle — the
// bundle's transaction is the bundler's, and the value moves in an internal call no log records. The indexer
// reads them from the bundle itself: EntryPoint v0.7's `handleOps`, each operation's `execute` or
// `executeBatch` (SimpleAccount's calls, which the embedded wallet's account and most others use), kept only
// when the EntryPoint's UserOperationEvent says the operation succeeded.

/** topic0 of EntryPoint v0.7's UserOperationEvent. */
export const USER_OPERATION_EVENT_TOPIC = keccak256(
  toBytes('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'),
)

const entryPointAbi = parseAbi([
  'function handleOps((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)[] ops, address beneficiary)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** A coin transfer a smart account made in a bundle. Addresses lower-case. */
export type UserOperationValue = { sender: Address; to: Address; amount: bigint; index: number }

/** Whether each operation (by sender and nonce) of the bundles in `logs` succeeded. */
export function userOperationOutcomes(logs: readonly RpcLog[]): Map<string, boolean> {
  const outcomes = new Map<string, boolean>()
  for (const log of logs) {
    if (log.topics[0] !== USER_OPERATION_EVENT_TOPIC || log.removed) continue
    const sender = log.topics[2]
    if (!sender) continue
    try {
      const [nonce, success] = decodeAbiParameters(
        [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
        log.data as Hex,
      )
      outcomes.set(
        `${log.transactionHash}:${`0x${sender.slice(26)}`.toLowerCase()}:${nonce}`,
        success,
      )
    } catch {}
  }
  return outcomes
}

/**
 * The coin transfers of a `handleOps` transaction's operations that succeeded (per `outcomes`), in order;
 * nothing for any other transaction or an operation whose calls are not `execute`/`executeBatch`.
 */
export function decodeUserOperationValues(
  tx: { hash: Hex; input: Hex },
  outcomes: ReadonlyMap<string, boolean>,
): UserOperationValue[] {
  let ops: readonly { sender: Address; nonce: bigint; callData: Hex }[]
  try {
    const call = decodeFunctionData({ abi: entryPointAbi, data: tx.input })
    ops = call.args[0]
  } catch {
    return []
  }
  const values: UserOperationValue[] = []
  for (const op of ops) {
    const sender = op.sender.toLowerCase() as Address
    if (!outcomes.get(`${tx.hash}:${sender}:${op.nonce}`)) continue
    for (const { to, value } of accountCalls(op.callData))
      if (value > 0n)
        values.push({
          sender,
          to: to.toLowerCase() as Address,
          amount: value,
          index: values.length,
        })
  }
  return values
}

function accountCalls(callData: Hex): { to: Address; value: bigint }[] {
  try {
    const call = decodeFunctionData({ abi: accountAbi, data: callData })
    if (call.functionName === 'execute') return [{ to: call.args[0], value: call.args[1] }]
    const [targets, values] = call.args
    return targets.map((to, index) => ({ to, value: values[index] ?? 0n }))
  } catch {
    return []
  }
}

/** `handleOps`' selector (EntryPoint v0.7): the transactions worth decoding. */
export const HANDLE_OPS_SELECTOR = '0x765e827f'
