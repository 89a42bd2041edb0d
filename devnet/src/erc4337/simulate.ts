// What the bundler checks before it spends gas: the EntryPoint's own validation of the operation
// (handleOps in eth_call) and whether the operation's calls would revert.
import { type Address, decodeErrorResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { entryPoint07Abi, toPackedUserOperation } from 'viem/account-abstraction'
import {
  type BundlerChain,
  estimateGas,
  ethCall,
  getCode,
  type StateOverride,
} from './chainCalls.js'
import { DEVNET_ERC4337 } from './constants.js'
import { BUNDLER_ERROR_CODES, BundlerRpcError } from './errors.js'
import { describeRevert } from './revert.js'
import type { UserOperation07 } from './userOperation.js'

/** Gas the EntryPoint spends around one operation's own limits in handleOps (loop, events, refunds). */
const HANDLE_OPS_OVERHEAD = 150_000n
/** Our bundles stay under Osaka's per-transaction gas cap (2^24). */
export const MAX_BUNDLE_GAS = 16_000_000n
/** Gas for a call whose own gas is not what is being measured. */
const PLENTY_OF_GAS = 10_000_000n

const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])

/** Gas for a handleOps transaction carrying `op` alone. */
export function bundleGas(op: UserOperation07): bigint {
  return (
    op.preVerificationGas +
    op.verificationGasLimit +
    op.callGasLimit +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n) +
    HANDLE_OPS_OVERHEAD
  )
}

/** Calldata of `handleOps([op], beneficiary)`. */
export function handleOpsData(op: UserOperation07, beneficiary: Address): Hex {
  return encodeFunctionData({
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(op)], beneficiary],
  })
}

/** The JSON-RPC code of an EntryPoint reason (ERC-7769): paymaster, time range, else validation. */
function codeOf(reason: string): number {
  if (/^AA(22|32)/.test(reason)) return BUNDLER_ERROR_CODES.timeRange
  if (reason.startsWith('AA3')) return BUNDLER_ERROR_CODES.paymaster
  return BUNDLER_ERROR_CODES.validation
}

/** Turns an EntryPoint revert (FailedOp, FailedOpWithRevert, …) into the error the caller gets. */
export function entryPointRejection(data: Hex): BundlerRpcError {
  try {
    const decoded = decodeErrorResult({ abi: entryPoint07Abi, data })
    if (decoded.errorName === 'FailedOp') {
      const reason = decoded.args[1]
      return new BundlerRpcError(codeOf(reason), reason)
    }
    if (decoded.errorName === 'FailedOpWithRevert') {
      const [, reason, inner] = decoded.args
      return new BundlerRpcError(codeOf(reason), `${reason}: ${describeRevert(inner)}`, {
        revertData: inner,
      })
    }
    return new BundlerRpcError(BUNDLER_ERROR_CODES.validation, `EntryPoint: ${decoded.errorName}`, {
      revertData: data,
    })
  } catch {
    return new BundlerRpcError(
      BUNDLER_ERROR_CODES.validation,
      `EntryPoint reverted: ${describeRevert(data)}`,
      { revertData: data },
    )
  }
}

/**
 * Runs `handleOps([op])` from the bundler in eth_call: the EntryPoint validates the operation exactly as it
 * will on chain (creation, signature, nonce, prefund, paymaster). Throws its reason (e.g. 'AA24 signature
 * error') as -32500, -32501 (paymaster) or -32503 (time range).
 */
export async function simulateValidation(chain: BundlerChain, op: UserOperation07): Promise<void> {
  const { bundler, entryPoint } = DEVNET_ERC4337
  const outcome = await ethCall(chain, {
    from: bundler.address,
    to: entryPoint,
    data: handleOpsData(op, bundler.address),
    gas: bundleGas(op),
  })
  if (outcome.reverted) throw entryPointRejection(outcome.data)
}

/**
 * For an undeployed sender, a state override that gives it its factory's account implementation (read with
 * `accountImplementation()`, as SimpleAccountFactory and ours have it): the implementation's EntryPoint is an
 * immutable in its code, so `execute` called by the EntryPoint passes its guard. Undefined for deployed senders,
 * or when the factory has no such method.
 */
async function undeployedSenderOverride(
  chain: BundlerChain,
  op: UserOperation07,
): Promise<StateOverride | undefined> {
  if ((await getCode(chain, op.sender)) !== '0x' || !op.factory) return undefined
  const outcome = await ethCall(chain, {
    to: op.factory,
    data: encodeFunctionData({ abi: factoryAbi, functionName: 'accountImplementation' }),
  })
  if (outcome.reverted || outcome.data.length !== 66) return undefined
  const implementation = `0x${outcome.data.slice(26)}` as Address
  const code = await getCode(chain, implementation)
  return code === '0x' ? undefined : { [op.sender]: { code } }
}

/**
 * Runs the operation's callData as the EntryPoint will: a call from the EntryPoint to the sender (given its
 * implementation's code when it is not deployed yet). Returns the gas the node estimates for that call (its
 * intrinsic 21,000 included, which leaves headroom); throws -32521 naming the reason when the calls revert.
 */
export async function simulateExecution(chain: BundlerChain, op: UserOperation07): Promise<bigint> {
  const overrides = await undeployedSenderOverride(chain, op)
  const outcome = await estimateGas(
    chain,
    { from: DEVNET_ERC4337.entryPoint, to: op.sender, data: op.callData, gas: PLENTY_OF_GAS },
    overrides,
  )
  if (!outcome.reverted) return outcome.gas
  throw new BundlerRpcError(
    BUNDLER_ERROR_CODES.executionReverted,
    `execution reverted: ${describeRevert(outcome.data)}`,
    { revertData: outcome.data },
  )
}
