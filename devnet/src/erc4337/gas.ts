// eth_estimateUserOperationGas: measured with EntryPointSimulations (placed at the EntryPoint by state
// override, never deployed) and the node's eth_estimateGas, plus stated headroom.
import { decodeFunctionResult, encodeFunctionData, type Hex, hexToBytes } from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { entryPointSimulationsArtifact } from './artifacts.js'
import { type BundlerChain, ethCall } from './chainCalls.js'
import { DEVNET_ERC4337 } from './constants.js'
import { entryPointRejection, handleOpsData, simulateExecution } from './simulate.js'
import type { UserOperation07 } from './userOperation.js'

/** Gas limits an operation needs (ERC-7769's eth_estimateUserOperationGas result). */
export type UserOperationGas = {
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  /** With a paymaster only. */
  paymasterVerificationGasLimit?: bigint
  paymasterPostOpGasLimit?: bigint
}

/** Validation gas while simulating: far more than any account needs, well under the 120-bit bound. */
const SIMULATION_GAS = 5_000_000n
/**
 * Added to the measured validation gas. Estimation runs with a stub signature, which fails before a session
 * key's bookkeeping (a few storage reads and a write) and, with fees at 0, skips the account's prefund
 * payment (a call with value): both cost gas the real operation spends.
 */
const VALIDATION_HEADROOM = 40_000n
const PAYMASTER_HEADROOM = 10_000n
/** postOp gas for a paymaster that returns a context; we cannot measure postOp here. */
const POST_OP_GAS = 100_000n
/** The transaction's base cost (a bundle carries one operation) and the EntryPoint's per-operation work. */
const FIXED_PRE_VERIFICATION_GAS = 21_000n + 18_300n

/** Adds a fifth: estimates are measured, the margin covers what measuring could not see. */
const withMargin = (gas: bigint) => gas + gas / 5n

/**
 * The gas the bundler is paid for outside the limits: calldata of handleOps carrying `op` (16 per non-zero
 * byte, 4 per zero byte) plus FIXED_PRE_VERIFICATION_GAS.
 */
export function preVerificationGasOf(op: UserOperation07): bigint {
  let calldata = 0n
  for (const byte of hexToBytes(handleOpsData(op, DEVNET_ERC4337.bundler.address)))
    calldata += byte === 0 ? 4n : 16n
  return FIXED_PRE_VERIFICATION_GAS + calldata
}

const simulateValidationAbi = () => entryPointSimulationsArtifact().abi

type ValidationResult = {
  returnInfo: { preOpGas: bigint; paymasterContext: Hex }
}

/**
 * EntryPointSimulations.simulateValidation on `op` with generous limits and zero fees (so nobody must hold a
 * prefund); a stub signature only marks the result as failed, it does not revert. Returns the gas used up to
 * the end of validation (creation, account and paymaster validation) and the paymaster's context.
 */
async function measureValidation(chain: BundlerChain, op: UserOperation07) {
  const simulated: UserOperation07 = {
    ...op,
    preVerificationGas: 0n,
    verificationGasLimit: SIMULATION_GAS,
    callGasLimit: 0n,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
    ...(op.paymaster
      ? { paymasterVerificationGasLimit: SIMULATION_GAS, paymasterPostOpGasLimit: 0n }
      : {}),
  }
  const abi = simulateValidationAbi()
  const outcome = await ethCall(
    chain,
    {
      to: DEVNET_ERC4337.entryPoint,
      data: encodeFunctionData({
        abi,
        functionName: 'simulateValidation',
        args: [toPackedUserOperation(simulated)],
      }),
      gas: 3n * SIMULATION_GAS,
    },
    {
      [DEVNET_ERC4337.entryPoint]: { code: entryPointSimulationsArtifact().deployedBytecode },
    },
  )
  if (outcome.reverted) throw entryPointRejection(outcome.data)
  const result = decodeFunctionResult({
    abi,
    functionName: 'simulateValidation',
    data: outcome.data,
  }) as unknown as ValidationResult
  return result.returnInfo
}

/** Estimates the gas limits of `op` (which may come with a stub signature and paymaster stub data). */
export async function estimateUserOperationGas(
  chain: BundlerChain,
  op: UserOperation07,
): Promise<UserOperationGas> {
  const { paymaster, ...withoutPaymaster } = op
  const [account, withPaymaster, execution] = await Promise.all([
    // Without the paymaster, the account's own validation (and creation) alone…
    measureValidation(chain, {
      ...withoutPaymaster,
      paymasterData: undefined,
      paymasterVerificationGasLimit: undefined,
      paymasterPostOpGasLimit: undefined,
    }),
    // …and with it: the difference is the paymaster's.
    paymaster ? measureValidation(chain, op) : undefined,
    simulateExecution(chain, op),
  ])
  const paymasterGas = withPaymaster ? withPaymaster.preOpGas - account.preOpGas : 0n
  const gas = {
    verificationGasLimit: withMargin(account.preOpGas) + VALIDATION_HEADROOM,
    callGasLimit: execution,
    // Paymaster limits only for an operation with a paymaster.
    ...(withPaymaster
      ? {
          paymasterVerificationGasLimit:
            withMargin(paymasterGas > 0n ? paymasterGas : 0n) + PAYMASTER_HEADROOM,
          paymasterPostOpGasLimit: withPaymaster.paymasterContext !== '0x' ? POST_OP_GAS : 0n,
        }
      : {}),
  }
  const preVerificationGas = withMargin(preVerificationGasOf({ ...op, ...gas }))
  return { preVerificationGas, ...gas }
}
