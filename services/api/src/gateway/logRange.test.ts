import { expect, test } from 'vitest'
import { logRangeProblem } from './logRange.js'

const HEAD = 10_000n
const problem = (filter: Record<string, unknown>) =>
  logRangeProblem([filter], async () => HEAD, 2_000)

test('eth_getLogs ranges: numbers and tags resolved against the head, a block hash always one block', async () => {
  const refused = 'eth_getLogs covers at most 2000 blocks: ask for a narrower range'
  expect(await problem({ fromBlock: '0x0', toBlock: '0x7cf' })).toBeUndefined()
  expect(await problem({ fromBlock: '0x0', toBlock: '0x7d0' })).toBe(refused)
  // A missing bound, 'latest', 'pending', 'safe' and 'finalized' are the head; 'earliest' is block 0.
  expect(await problem({ fromBlock: '0x1' })).toBe(refused)
  expect(await problem({ fromBlock: '0x1f41' })).toBeUndefined() // 8001 to 10000: 2,000 blocks
  expect(await problem({ fromBlock: 'earliest', toBlock: 'latest' })).toBe(refused)
  expect(await problem({ fromBlock: 'earliest', toBlock: '0x7cf' })).toBeUndefined()
  expect(await problem({ fromBlock: 'latest' })).toBeUndefined()
  expect(await problem({})).toBeUndefined()
  expect(await problem({ fromBlock: 'finalized', toBlock: 'latest' })).toBeUndefined()
  expect(await problem({ blockHash: `0x${'1'.repeat(64)}` })).toBeUndefined()
  // Left to the node: what it would refuse anyway.
  expect(await problem({ fromBlock: 'yesterday' })).toBeUndefined()
  expect(await logRangeProblem('nonsense', async () => HEAD)).toBeUndefined()
})
