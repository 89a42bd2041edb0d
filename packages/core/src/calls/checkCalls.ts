import { InvalidCallsError } from '../errors/calls.js'
import type { WalletCall } from './types.js'

/** The most calls one batch may carry. */
export const MAX_CALLS = 20

/** SPEC §5's rules for a batch, before anything reaches the wallet. */
export function checkCalls(calls: readonly WalletCall[]): void {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidCallsError('at least one call expected')
  if (calls.length > MAX_CALLS) throw new InvalidCallsError(`at most ${MAX_CALLS} calls at once`)
  calls.forEach((call, index) => {
    if (!call || typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallsError(`call ${index + 1}: "to" must start with 0x`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallsError(`call ${index + 1}: "data" must start with 0x`)
    if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n))
      throw new InvalidCallsError(`call ${index + 1}: "value" must be a bigint of at least 0`)
  })
}
