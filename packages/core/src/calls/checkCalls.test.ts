import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TO } from '../_test/batchingAdapter.js'
import { checkCalls, MAX_CALLS } from './checkCalls.js'
import type { WalletCall } from './types.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

describe('checkCalls (SPEC §5)', () => {
  const invalid = (calls: unknown) => {
    try {
      checkCalls(calls as WalletCall[])
    } catch (error) {
      return error as { name: string; shortMessage: string; code: string }
    }
    return undefined
  }

  test('a good batch passes', () => {
    expect(
      invalid([
        { to: TO },
        { to: TO, data: '0xa9059cbb', value: 0n },
        { to: TO, value: 10n ** 30n },
      ]),
    ).toBeUndefined()
    expect(invalid(Array.from({ length: MAX_CALLS }, () => ({ to: TO })))).toBeUndefined()
  })

  test.each([
    ['no call', [], 'Invalid calls: at least one call expected'],
    ['not an array', { to: TO }, 'Invalid calls: at least one call expected'],
    [
      'too many',
      Array.from({ length: MAX_CALLS + 1 }, () => ({ to: TO })),
      'Invalid calls: at most 20 calls at once',
    ],
    [
      '"to" without 0x',
      [{ to: TO }, { to: TO.slice(2) }],
      'Invalid calls: call 2: "to" must start with 0x',
    ],
    ['"to" missing', [{ data: '0x' }], 'Invalid calls: call 1: "to" must start with 0x'],
    ['a null call', [null], 'Invalid calls: call 1: "to" must start with 0x'],
    [
      '"data" without 0x',
      [{ to: TO, data: 'a9059cbb' }],
      'Invalid calls: call 1: "data" must start with 0x',
    ],
    [
      '"data" as bytes',
      [{ to: TO, data: new Uint8Array([1]) }],
      'Invalid calls: call 1: "data" must start with 0x',
    ],
    ['"data" null', [{ to: TO, data: null }], 'Invalid calls: call 1: "data" must start with 0x'],
    [
      'value as a number',
      [{ to: TO, value: 1 }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
    [
      'value as a string',
      [{ to: TO, value: '1' }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
    [
      'a negative value',
      [{ to: TO, value: -1n }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
  ])('%s is refused', (_name, calls, message) => {
    expect(invalid(calls)).toMatchObject({
      name: 'InvalidCallsError',
      code: 'INVALID_CALLS',
      shortMessage: message,
    })
  })
})
