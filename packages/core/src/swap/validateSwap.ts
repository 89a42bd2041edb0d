import type { SwapToken } from '../api/convertSchemas.js'
import { SwapError } from '../errors/swap.js'
import type { KeyedText } from '../messages/displayText.js'
import type { CaipNetwork } from '../types/caip.js'
import { amountUnits, validateAmount } from '../utils/validateAmount.js'
import type { SwapInput } from './swapInput.js'

/**
 * What is wrong with the swap as set up, or undefined when it can be quoted (SPEC §5 texts for the
 * amount). With `balance`, an amount above it is wrong too; without, it is not checked.
 */
export function validateSwap(
  {
    fromToken,
    toToken,
    amount,
  }: { fromToken?: SwapToken | undefined; toToken?: SwapToken | undefined; amount: string },
  network: CaipNetwork | undefined,
  balance?: string,
  locale?: string,
): KeyedText | undefined {
  if (!fromToken || !toToken) return { key: 'swapTokensRequired' }
  if (fromToken.address.toLowerCase() === toToken.address.toLowerCase())
    return { key: 'swapSameToken' }
  const prefix = `${network?.caipNetworkId}:`
  if (!network || !fromToken.address.startsWith(prefix) || !toToken.address.startsWith(prefix))
    return { key: 'swapWrongNetwork' }
  if (!amount.trim()) return { key: 'swapEnterAmount' }
  return validateAmount(amount, fromToken, balance, locale)
}

/**
 * Checks a swap as the visitor set it up (two different tokens on the connected network, an amount the
 * token can hold, no more than `balance` when given) and returns the amount in the smallest unit.
 */
export function checkSwap(
  { fromToken, toToken, amount }: Partial<SwapInput>,
  network: CaipNetwork,
  balance?: string,
  locale?: string,
): bigint {
  const problem = validateSwap(
    { fromToken, toToken, amount: amount ?? '' },
    network,
    balance,
    locale,
  )
  if (problem) throw new SwapError(problem)
  return amountUnits(amount as string, (fromToken as SwapToken).decimals, locale)
}
