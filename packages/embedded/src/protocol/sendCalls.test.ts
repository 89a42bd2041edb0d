import { describe, expect, test } from 'vitest'
import { MAX_BATCH_CALLS, parseSendCalls } from './sendCalls.js'

// EIP-5792 wallet_sendCalls as the frame and the host's approval summary read it (SPEC §3, §5), attacked with
// what a hostile or mistaken page could send.
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const request = (calls: unknown, extra: Record<string, unknown> = {}) => [
  { version: '2.0.0', ...extra, calls },
]
const reason = (params: unknown) => {
  const parsed = parseSendCalls(params)
  return 'reason' in parsed ? parsed.reason : undefined
}
const batch = (params: unknown) => {
  const parsed = parseSendCalls(params)
  if ('reason' in parsed) throw new Error(`refused: ${parsed.reason}`)
  return parsed.batch
}

describe('a valid batch', () => {
  test('value hex becomes a bigint, data "0x" means no data, calls keep their order', () => {
    const parsed = batch(
      request(
        [
          { to: TO, value: '0xde0b6b3a7640000', data: '0x' },
          { to: OTHER, data: '0xa9059cbb00' },
          { to: TO, value: '0x' },
        ],
        { chainId: '0xa', from: TO, capabilities: { paymasterService: { url: 'x' } } },
      ),
    )
    expect(parsed).toEqual({
      chainId: 10,
      from: TO,
      calls: [
        { to: TO, data: undefined, value: 1_000_000_000_000_000_000n },
        { to: OTHER, data: '0xa9059cbb00', value: 0n },
        { to: TO, data: undefined, value: 0n },
      ],
      capabilities: { paymasterService: { url: 'x' } },
    })
  })

  test('chainId as a number, as hex, or absent', () => {
    expect(batch(request([{ to: TO }], { chainId: 8453 })).chainId).toBe(8453)
    expect(batch(request([{ to: TO }], { chainId: '0x2105' })).chainId).toBe(8453)
    expect(batch(request([{ to: TO }])).chainId).toBeUndefined()
    // Not hex: not a chain id the frame could compare — refused with the reason.
    expect(parseSendCalls(request([{ to: TO }], { chainId: '8453' }))).toEqual({
      reason: 'wallet_sendCalls: "chainId" must be a hex chain id',
    })
  })

  test('from and capabilities of the wrong type are dropped, not trusted', () => {
    const parsed = batch(request([{ to: TO }], { from: 42, capabilities: 'all' }))
    expect(parsed.from).toBeUndefined()
    expect(parsed.capabilities).toEqual({})
  })

  test('a lower-case address and the largest value that fits 32 bytes pass', () => {
    const max = `0x${'f'.repeat(64)}`
    const parsed = batch(request([{ to: TO.toLowerCase(), value: max }]))
    expect(parsed.calls[0]).toEqual({
      to: TO.toLowerCase(),
      data: undefined,
      value: 2n ** 256n - 1n,
    })
  })

  test(`exactly ${MAX_BATCH_CALLS} calls pass`, () => {
    const calls = Array.from({ length: MAX_BATCH_CALLS }, () => ({ to: TO }))
    expect(batch(request(calls)).calls).toHaveLength(MAX_BATCH_CALLS)
  })
})

describe('SPEC §5: each call’s "to" and optional "data" start with 0x', () => {
  test('"to" without 0x is refused, naming the call', () => {
    expect(reason(request([{ to: TO }, { to: TO.slice(2) }]))).toBe(
      'wallet_sendCalls: call 2\'s "to" must be an address starting with 0x',
    )
  })

  test('"data" without 0x is refused, naming the call', () => {
    expect(reason(request([{ to: TO, data: 'a9059cbb' }]))).toBe(
      'wallet_sendCalls: call 1\'s "data" must start with 0x',
    )
  })

  test.each([
    ['non-hex data', '0xzz'],
    ['a number', 123],
    ['null', null],
    ['0X prefix', '0Xab'],
  ])('data as %s is refused', (_name, data) => {
    expect(reason(request([{ to: TO, data }]))).toMatch(/call 1's "data" must start with 0x/)
  })

  test.each([
    ['19 bytes', `0x${'11'.repeat(19)}`],
    ['21 bytes', `0x${'11'.repeat(21)}`],
    [
      'a bad checksum',
      TO.replace('C51812dc3A010C7d01b50e0d17dc79C8', 'c51812dc3A010C7d01b50e0d17dc79C8'),
    ],
    ['non-hex', `0x${'zz'.repeat(20)}`],
    ['missing', undefined],
    ['a number', 0x1234],
    ['0X prefix', `0X${TO.slice(2)}`],
  ])('"to" as %s is refused', (_name, to) => {
    expect(reason(request([{ to }]))).toMatch(/call 1's "to" must be an address/)
  })

  test.each([
    ['a decimal string', '1000'],
    ['a number', 1000],
    ['a bigint', 1000n],
    ['non-hex', '0xg'],
    ['a value above 32 bytes', `0x1${'0'.repeat(64)}`],
    ['a huge value', `0x${'f'.repeat(10_000)}`],
  ])('value as %s is refused', (_name, value) => {
    expect(reason(request([{ to: TO, value }]))).toBe(
      'wallet_sendCalls: call 1\'s "value" must be a hex quantity',
    )
  })
})

describe('the batch itself', () => {
  test('empty calls, calls that are no array, and a missing request are refused', () => {
    const none = 'wallet_sendCalls: "calls" must list at least one call'
    expect(reason(request([]))).toBe(none)
    expect(reason(request({ 0: { to: TO }, length: 1 }))).toBe(none)
    expect(reason(request(`[{"to":"${TO}"}]`))).toBe(none)
    expect(reason(request(undefined))).toBe(none)
    const missing = 'wallet_sendCalls: a request expected'
    expect(reason([])).toBe(missing)
    expect(reason([null])).toBe(missing)
    expect(reason([42])).toBe(missing)
    expect(reason({ calls: [{ to: TO }] })).toBe(missing)
    expect(reason(undefined)).toBe(missing)
  })

  test(`more than ${MAX_BATCH_CALLS} calls are refused before any is read`, () => {
    const calls = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({ to: TO }))
    expect(reason(request(calls))).toBe(
      `wallet_sendCalls: at most ${MAX_BATCH_CALLS} calls at once`,
    )
    // Even when garbage: the count is checked first.
    expect(reason(request(new Array(10_000).fill(null)))).toMatch(/at most/)
  })

  test('null and non-object entries are refused, naming their position', () => {
    expect(reason(request([{ to: TO }, null]))).toMatch(/call 2's "to"/)
    expect(reason(request([{ to: TO }, { to: OTHER }, 'x']))).toMatch(/call 3's "to"/)
    expect(reason(request([[TO]]))).toMatch(/call 1's "to"/)
  })

  test('a bad call after good ones refuses the whole batch', () => {
    expect(parseSendCalls(request([{ to: TO }, { to: OTHER }, { to: TO, data: 'ff' }]))).toEqual({
      reason: 'wallet_sendCalls: call 3\'s "data" must start with 0x',
    })
  })

  // BUG (reported): chainId '0x' passes isHex and reaches hexToBigInt('0x'), which throws a SyntaxError instead of
  // the parser answering a reason (the frame then answers an internal error, the host's summary throws). Flip to
  // `test` once parseSendCalls checks `request.chainId.length > 2`.
  test('a chainId of "0x" is refused or ignored, never thrown', () => {
    expect(() => parseSendCalls(request([{ to: TO }], { chainId: '0x' }))).not.toThrow()
  })
})
