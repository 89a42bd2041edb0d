import { hexToBigInt, isAddress, isHex } from 'viem'

// EIP-5792's wallet_sendCalls as SPEC §3 gives it — [{ chainId, from, version, capabilities, calls[{ to, data
// optional, value }] }] — checked as SPEC §5 says (each call's `to` starts with 0x, its `data`, if present,
// too), and further where the frame would otherwise send something else than what was shown: `to` a whole
// address, `data` and `value` hex. The host's approval summary and the frame read the calls with this one parser.

/** One call of a batch, checked. */
export type BatchCall = { to: `0x${string}`; data: `0x${string}` | undefined; value: bigint }

/** A checked wallet_sendCalls request. */
export type CallBatch = {
  chainId: number | undefined
  from: string | undefined
  calls: BatchCall[]
  capabilities: Record<string, unknown>
}

/** The most calls one batch may carry (a user operation's size stays reasonable). */
export const MAX_BATCH_CALLS = 20

export function parseSendCalls(params: unknown): { batch: CallBatch } | { reason: string } {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | Record<string, unknown>
    | undefined
  if (!request || typeof request !== 'object')
    return { reason: 'wallet_sendCalls: a request expected' }
  const { calls } = request
  if (!Array.isArray(calls) || calls.length === 0)
    return { reason: 'wallet_sendCalls: "calls" must list at least one call' }
  if (calls.length > MAX_BATCH_CALLS)
    return { reason: `wallet_sendCalls: at most ${MAX_BATCH_CALLS} calls at once` }
  const checked: BatchCall[] = []
  for (const [index, call] of calls.entries()) {
    const { to, data, value } = (call ?? {}) as { to?: unknown; data?: unknown; value?: unknown }
    if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to))
      return {
        reason: `wallet_sendCalls: call ${index + 1}'s "to" must be an address starting with 0x`,
      }
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHex(data)))
      return { reason: `wallet_sendCalls: call ${index + 1}'s "data" must start with 0x` }
    if (value !== undefined && (typeof value !== 'string' || !isHex(value) || value.length > 66))
      return { reason: `wallet_sendCalls: call ${index + 1}'s "value" must be a hex quantity` }
    checked.push({
      to,
      data: data === undefined || data === '0x' ? undefined : (data as `0x${string}`),
      value: value === undefined || value === '0x' ? 0n : hexToBigInt(value as `0x${string}`),
    })
  }
  const chainId =
    request.chainId === undefined
      ? undefined
      : typeof request.chainId === 'number' && Number.isSafeInteger(request.chainId)
        ? request.chainId
        : typeof request.chainId === 'string' &&
            isHex(request.chainId) &&
            request.chainId.length > 2 &&
            request.chainId.length <= 18
          ? Number(hexToBigInt(request.chainId))
          : null
  if (chainId === null) return { reason: 'wallet_sendCalls: "chainId" must be a hex chain id' }
  const capabilities =
    request.capabilities && typeof request.capabilities === 'object'
      ? (request.capabilities as Record<string, unknown>)
      : {}
  return {
    batch: {
      chainId,
      from: typeof request.from === 'string' ? request.from : undefined,
      calls: checked,
      capabilities,
    },
  }
}
