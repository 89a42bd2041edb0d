// eth_getLogs' block range, capped (issue 37): a range from the genesis to the head makes a node scan the
// whole chain, the costliest request an open endpoint can be sent. Tags are resolved against the head.

/** Blocks one eth_getLogs may cover, by default (a provider's usual cap is 2,000 to 10,000). */
export const MAX_LOG_BLOCKS = 2_000

const HEAD_TAGS = new Set(['latest', 'pending', 'safe', 'finalized'])

/** A block of a filter: a number, the head, or unreadable (left to the node to refuse). */
function blockOf(value: unknown): bigint | 'head' | undefined {
  if (value === undefined || (typeof value === 'string' && HEAD_TAGS.has(value))) return 'head'
  if (value === 'earliest') return 0n
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value)) return BigInt(value)
  return undefined
}

/**
 * Why an eth_getLogs request is refused, or undefined: more than `maxBlocks` blocks between `fromBlock` and
 * `toBlock` (a missing one is the head; `blockHash` names one block). `head` is asked only when a tag meets
 * a number.
 */
export async function logRangeProblem(
  params: unknown,
  head: () => Promise<bigint>,
  maxBlocks = MAX_LOG_BLOCKS,
): Promise<string | undefined> {
  const filter = Array.isArray(params) ? params[0] : undefined
  if (!filter || typeof filter !== 'object') return undefined
  const { fromBlock, toBlock, blockHash } = filter as Record<string, unknown>
  if (blockHash !== undefined) return undefined
  const from = blockOf(fromBlock)
  const to = blockOf(toBlock)
  if (from === undefined || to === undefined || (from === 'head' && to === 'head')) return undefined
  const top = from === 'head' || to === 'head' ? await head() : 0n
  const span = (to === 'head' ? top : to) - (from === 'head' ? top : from) + 1n
  if (span <= BigInt(maxBlocks)) return undefined
  return `eth_getLogs covers at most ${maxBlocks} blocks: ask for a narrower range`
}
