import type { KeyedText } from '../messages/displayText.js'
import { normalizeAmount } from './amount.js'
import { parseUnits } from './units.js'

/**
 * What is wrong with an amount of a token as the visitor typed it (SPEC §5 texts), or undefined when it is
 * a positive amount the token can hold and, when `balance` is given, no more than it. Read in the host's
 * locale ('1,5' is a number where the comma is the decimal mark). Send and Swap share it.
 */
export function validateAmount(
  typed: string,
  token: { symbol: string; decimals: number },
  balance: string | undefined,
  locale?: string,
): KeyedText | undefined {
  const amount = normalizeAmount(typed.trim(), locale)
  if (amount === undefined) return { key: 'notANumber' }
  let units: bigint
  try {
    units = parseUnits(amount, token.decimals)
  } catch {
    return { key: 'tooManyDecimals', values: { symbol: token.symbol, decimals: token.decimals } }
  }
  if (units <= 0n) return { key: 'invalidAmount' }
  if (balance !== undefined && units > parseUnits(balance, token.decimals))
    return { key: 'insufficientFunds', values: { symbol: token.symbol } }
  return undefined
}

/** The amount as typed in the token's smallest unit; call after `validateAmount` said it is fine. */
export function amountUnits(typed: string, decimals: number, locale?: string): bigint {
  return parseUnits(normalizeAmount(typed.trim(), locale) as string, decimals)
}
