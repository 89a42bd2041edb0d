// eth_call / eth_estimateGas against the devnet node, with state overrides, answering reverts as values.
import type { Address, Hex } from 'viem'
import { RpcResponseError, rpc } from '../rpc.js'

/** A devnet chain the bundler serves. */
export type BundlerChain = { chainId: number; rpcUrl: string }

/** eth_call's state override: code (and balance) per address, as nodes take it. */
export type StateOverride = Record<string, { code?: Hex; balance?: Hex }>

export type CallRequest = { from?: Address; to: Address; data: Hex; gas?: bigint }

/** The outcome of a call: its return data, or the revert data and the node's message. */
export type CallOutcome =
  | { reverted: false; data: Hex }
  | { reverted: true; data: Hex; message: string }

const TIMEOUT_MS = 30_000

function request(call: CallRequest) {
  return {
    ...(call.from ? { from: call.from } : {}),
    to: call.to,
    data: call.data,
    ...(call.gas !== undefined ? { gas: `0x${call.gas.toString(16)}` } : {}),
  }
}

/** A revert answered by the node (JSON-RPC code 3, data = revert data), else undefined. */
function asRevert(error: unknown): { data: Hex; message: string } | undefined {
  if (!(error instanceof RpcResponseError)) return undefined
  const data =
    typeof error.data === 'string' && error.data.startsWith('0x') ? error.data : undefined
  if (error.code !== 3 && data === undefined) return undefined
  return { data: (data ?? '0x') as Hex, message: error.message }
}

async function run<T>(
  go: () => Promise<T>,
): Promise<{ reverted: false; value: T } | { reverted: true; data: Hex; message: string }> {
  try {
    return { reverted: false, value: await go() }
  } catch (error) {
    const revert = asRevert(error)
    if (revert) return { reverted: true, ...revert }
    throw error
  }
}

/** eth_call at the latest block; a revert is an outcome, other failures throw. */
export async function ethCall(
  chain: BundlerChain,
  call: CallRequest,
  stateOverride?: StateOverride,
): Promise<CallOutcome> {
  const params = [request(call), 'latest', ...(stateOverride ? [stateOverride] : [])]
  const outcome = await run(() => rpc<Hex>(chain.rpcUrl, 'eth_call', params, TIMEOUT_MS))
  return outcome.reverted ? outcome : { reverted: false, data: outcome.value }
}

/** eth_estimateGas at the latest block; a revert is an outcome, other failures throw. */
export async function estimateGas(
  chain: BundlerChain,
  call: CallRequest,
  stateOverride?: StateOverride,
): Promise<{ reverted: false; gas: bigint } | { reverted: true; data: Hex; message: string }> {
  const params = [request(call), 'latest', ...(stateOverride ? [stateOverride] : [])]
  const outcome = await run(() => rpc<Hex>(chain.rpcUrl, 'eth_estimateGas', params, TIMEOUT_MS))
  return outcome.reverted ? outcome : { reverted: false, gas: BigInt(outcome.value) }
}

/** The code at `address` ('0x' when none). */
export const getCode = (chain: BundlerChain, address: Address) =>
  rpc<Hex>(chain.rpcUrl, 'eth_getCode', [address, 'latest'])

/** The latest block's timestamp and base fee. */
export async function latestBlock(chain: BundlerChain) {
  const block = await rpc<{ timestamp: Hex; baseFeePerGas?: Hex }>(
    chain.rpcUrl,
    'eth_getBlockByNumber',
    ['latest', false],
  )
  return { timestamp: BigInt(block.timestamp), baseFee: BigInt(block.baseFeePerGas ?? '0x0') }
}
