// The JSON-RPC methods one chain's endpoint answers: ERC-7769 (bundler) and ERC-7677 (paymaster).
import { type Hex, hexToBigInt, isAddressEqual, isHex, numberToHex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { rpc } from '../rpc.js'
import { waitForReceipt } from '../seed.js'
import { type BundlerChain, latestBlock } from './chainCalls.js'
import { DEVNET_ERC4337 } from './constants.js'
import { BUNDLER_ERROR_CODES, BundlerRpcError, invalidParams } from './errors.js'
import { estimateUserOperationGas, preVerificationGasOf } from './gas.js'
import { checkPaymasterRequest, paymasterData, paymasterStubData } from './paymaster.js'
import { getUserOperationByHash, getUserOperationReceipt } from './receipts.js'
import {
  bundleGas,
  handleOpsData,
  MAX_BUNDLE_GAS,
  simulateExecution,
  simulateValidation,
} from './simulate.js'
import { parseUserOperation, type UserOperation07 } from './userOperation.js'

/** Answers one JSON-RPC call (params as sent) or throws a BundlerRpcError. */
export type MethodHandler = (params: unknown[]) => Promise<unknown>

const bundler = privateKeyToAccount(DEVNET_ERC4337.bundler.privateKey)

function checkEntryPoint(value: unknown) {
  if (typeof value !== 'string' || !isHex(value) || value.length !== 42)
    throw invalidParams('entry point: expected an address')
  if (!isAddressEqual(value, DEVNET_ERC4337.entryPoint))
    throw invalidParams(
      `entry point ${value} is not supported; this bundler serves ${DEVNET_ERC4337.entryPoint} (v0.7)`,
    )
}

function checkHash(value: unknown): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value))
    throw invalidParams('expected a user operation hash (32 bytes, 0x…)')
  return value.toLowerCase() as Hex
}

const hexGas = (gas: Record<string, bigint | undefined>) =>
  Object.fromEntries(
    Object.entries(gas).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, numberToHex(value)]],
    ),
  )

/** Checks made before any simulation: fees the chain accepts, gas that fits a transaction, enough preVerificationGas. */
async function precheck(chain: BundlerChain, op: UserOperation07) {
  if (op.maxPriorityFeePerGas > op.maxFeePerGas)
    throw invalidParams('maxPriorityFeePerGas is above maxFeePerGas')
  const { baseFee } = await latestBlock(chain)
  if (op.maxFeePerGas < baseFee)
    throw invalidParams(`maxFeePerGas ${op.maxFeePerGas} is below the base fee ${baseFee}`)
  if (bundleGas(op) > MAX_BUNDLE_GAS)
    throw invalidParams(
      `the gas limits add up to more than a transaction may use (${MAX_BUNDLE_GAS})`,
    )
  const needed = preVerificationGasOf(op)
  if (op.preVerificationGas < needed)
    throw invalidParams(`preVerificationGas ${op.preVerificationGas} is below ${needed}`)
}

/** Signs and sends `handleOps([op])` from the bundler and waits for it to be mined. */
async function submit(chain: BundlerChain, op: UserOperation07) {
  const nonce = await rpc<Hex>(chain.rpcUrl, 'eth_getTransactionCount', [
    bundler.address,
    'pending',
  ])
  // The bundle tips the node's current suggestion, not the operation's tip (the operation still pays its own to
  // the bundler, as the beneficiary): tipping the operation's would feed back, since viem's bundler client
  // offers twice the suggestion, and the devnet's suggested tip doubled with every operation (64 gwei, then
  // 4,096 gwei within one chain test run), pricing session keys out of their fee allowance.
  const marketTip = hexToBigInt(await rpc<Hex>(chain.rpcUrl, 'eth_maxPriorityFeePerGas', []))
  let tip = op.maxPriorityFeePerGas
  if (marketTip < tip) tip = marketTip
  const signed = await bundler.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    nonce: Number(nonce),
    to: DEVNET_ERC4337.entryPoint,
    data: handleOpsData(op, bundler.address),
    gas: bundleGas(op),
    maxFeePerGas: op.maxFeePerGas,
    maxPriorityFeePerGas: tip,
  })
  const hash = await rpc<Hex>(chain.rpcUrl, 'eth_sendRawTransaction', [signed])
  const receipt = await waitForReceipt(chain.rpcUrl, hash, 30_000)
  if (receipt.status !== '0x1')
    throw new BundlerRpcError(
      BUNDLER_ERROR_CODES.internal,
      `the bundle reverted on chain (${hash})`,
    )
}

/** The methods of one chain's endpoint. Sending is serialised, so each simulation sees the last bundle mined. */
export function createHandlers(chain: BundlerChain): Record<string, MethodHandler> {
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  const userOperationHash = (op: UserOperation07) =>
    getUserOperationHash({
      chainId: chain.chainId,
      entryPointAddress: DEVNET_ERC4337.entryPoint,
      entryPointVersion: '0.7',
      userOperation: op,
    })

  return {
    eth_chainId: async () => numberToHex(chain.chainId),
    eth_supportedEntryPoints: async () => [DEVNET_ERC4337.entryPoint],
    /** Ours: the node this endpoint bundles for, so startDevnet reuses a bundler only for its own nodes. */
    foyer_rpcUrl: async () => chain.rpcUrl,

    eth_estimateUserOperationGas: async ([op, entryPoint]) => {
      checkEntryPoint(entryPoint)
      return hexGas(await estimateUserOperationGas(chain, parseUserOperation(op, true)))
    },

    eth_sendUserOperation: async ([value, entryPoint]) => {
      checkEntryPoint(entryPoint)
      const op = parseUserOperation(value)
      await precheck(chain, op)
      return serially(async () => {
        await simulateValidation(chain, op)
        await simulateExecution(chain, op)
        await submit(chain, op)
        return userOperationHash(op)
      })
    },

    eth_getUserOperationReceipt: async ([hash]) => getUserOperationReceipt(chain, checkHash(hash)),
    eth_getUserOperationByHash: async ([hash]) => getUserOperationByHash(chain, checkHash(hash)),

    pm_getPaymasterStubData: async ([op, entryPoint, chainId]) => {
      checkEntryPoint(entryPoint)
      checkPaymasterRequest(chain, chainId)
      parseUserOperation(op, true)
      const stub = paymasterStubData()
      return {
        ...stub,
        ...hexGas({
          paymasterVerificationGasLimit: stub.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: stub.paymasterPostOpGasLimit,
        }),
      }
    },

    pm_getPaymasterData: async ([op, entryPoint, chainId]) => {
      checkEntryPoint(entryPoint)
      checkPaymasterRequest(chain, chainId)
      const fields = await paymasterData(chain, parseUserOperation(op, true))
      return {
        ...fields,
        ...hexGas({
          paymasterVerificationGasLimit: fields.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: fields.paymasterPostOpGasLimit,
        }),
      }
    },
  }
}
