import type { ApprovalCall, ApprovalSummary } from '@foyer/core/adapter'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, isAddress } from 'viem'
import type { ApprovalToken } from '../approval/protocol.js'
import { chainRpc } from './chainRpc.js'
import type { FrameChain } from './config.js'

/** The ERC-20 calls the approval page words as a sentence ('Allow … to spend 1 fUSD'). */
export const TOKEN_CALLS = new Set(['approve', 'transfer', 'transferFrom'])

/** How long the page waits for a token's symbol and decimals before it shows the raw call instead. */
const READ_TIMEOUT_MS = 3_000

/** A symbol the page will write: short, printable, one line (the token's own text, not markup). */
const SYMBOL = /^[\p{L}\p{N}$._+-]{1,16}$/u

/** The token contracts a request names: each decoded ERC-20 call's contract, a permission's token. */
export function tokensOf(summary: ApprovalSummary): string[] {
  const calls: ApprovalCall[] =
    summary.kind === 'transaction' ? [summary] : summary.kind === 'calls' ? summary.calls : []
  const addresses = calls
    .filter((call) => call.to && call.call && TOKEN_CALLS.has(call.call.name))
    .map((call) => call.to as string)
  if (summary.kind === 'permissions')
    for (const field of summary.fields) if (field.name === 'token') addresses.push(field.value)
  return [...new Set(addresses.filter((address) => isAddress(address)).map((a) => a.toLowerCase()))]
}

/**
 * The symbol and decimals of each token, read from the chain the request runs on (`symbol()`,
 * `decimals()`), keyed by the lowercased address. A token that does not answer both in time, or answers
 * something the page would not write, is left out: the page then shows its call as decoded fields.
 */
export async function readApprovalTokens(
  chain: Pick<FrameChain, 'name' | 'rpcUrl'>,
  addresses: readonly string[],
): Promise<Record<string, ApprovalToken>> {
  const entries = await Promise.all(
    addresses.map(async (address) => {
      const token = await withTimeout(readToken(chain, address)).catch(() => undefined)
      return token ? ([address, token] as const) : undefined
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== undefined))
}

async function readToken(
  chain: Pick<FrameChain, 'name' | 'rpcUrl'>,
  address: string,
): Promise<ApprovalToken | undefined> {
  const read = async (functionName: 'symbol' | 'decimals') => {
    const result = await chainRpc(chain, 'eth_call', [
      { to: address, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
      'latest',
    ])
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result as `0x${string}` })
  }
  const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')])
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) return undefined
  if (typeof decimals !== 'number' || decimals > 36) return undefined
  return { symbol, decimals }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('token read timed out')), READ_TIMEOUT_MS)
    }),
  ]).finally(() => clearTimeout(timer))
}
