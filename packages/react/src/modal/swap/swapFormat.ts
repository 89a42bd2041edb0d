import { formatDecimal, formatNumber, type SwapToken } from '@foyer/core'
import { formatCaipNetworkId, parseCaipAccountId } from '@foyer/core/caip'
import { isNativeSwapToken } from '@foyer/core/internal'
import type { WalletToken } from '../../hooks/useTokenBalances.js'

/** A swap amount for display: 4 decimals from 1 up, 8 below (small amounts keep their digits), truncated. */
export function formatSwapAmount(value: string, locale: string): string {
  return formatDecimal(value, { locale, maximumFractionDigits: Number(value) >= 1 ? 4 : 8 })
}

/** A rate as '1 ETH = 2,970.4412 fUSD'. */
export function formatRate(rate: number, from: SwapToken, to: SwapToken, locale: string): string {
  const decimals = rate >= 100 ? 2 : rate >= 1 ? 4 : 8
  return `1 ${from.symbol} = ${formatNumber(rate, { decimals, locale })} ${to.symbol}`
}

/** The account's entry for a swap token (the network's coin for `undefined`), if it holds any. */
function heldToken(
  tokens: readonly WalletToken[],
  token: SwapToken | undefined,
): WalletToken | undefined {
  if (!token) return tokens.find((candidate) => !candidate.sendToken.address)
  const { address, ...network } = parseCaipAccountId(token.address)
  const chainId = formatCaipNetworkId(network)
  const native = isNativeSwapToken(token)
  return tokens.find(
    (candidate) =>
      candidate.sendToken.chainId === chainId &&
      (native
        ? !candidate.sendToken.address
        : candidate.sendToken.address?.toLowerCase() === address.toLowerCase()),
  )
}

/** A token's price in USD from the account's tokens (`undefined`: the coin), when they know it. */
export function usdPriceOf(
  tokens: readonly WalletToken[],
  token: SwapToken | undefined,
): number | undefined {
  const held = heldToken(tokens, token)
  const quantity = Number(held?.quantity)
  return held?.value !== undefined && quantity > 0 ? held.value / quantity : undefined
}

/**
 * What the visitor holds of a swap token, from the account's token list: '0' for one they do not hold,
 * undefined while the list is unknown (loading or failed).
 */
export function balanceOf(
  tokens: readonly WalletToken[],
  known: boolean,
  token: SwapToken | undefined,
): string | undefined {
  if (!token) return undefined
  const held = heldToken(tokens, token)
  return held?.quantity ?? (known ? '0' : undefined)
}

/** The token a host named in Swap's arguments: by symbol (any case) or address (plain or CAIP-10). */
export function findSwapToken(tokens: readonly SwapToken[], named: string): SwapToken | undefined {
  const needle = named.trim().toLowerCase()
  return tokens.find((token) => {
    const address = token.address.toLowerCase()
    return (
      token.symbol.toLowerCase() === needle || address === needle || address.endsWith(`:${needle}`)
    )
  })
}
