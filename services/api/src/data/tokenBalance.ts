import type { TokenBalance } from '@foyer/core/api'
import { formatUnits } from 'viem'

/**
 * One balance as SPEC §3's 'Token balance' puts it, on any chain: the exact quantity, its price and value
 * (quantity × price), the token's CAIP-10 address (none for the chain's coin) and icon.
 */
export function tokenBalance(
  chainId: string,
  amount: bigint,
  decimals: number,
  price: number,
  token: { name: string; symbol: string; address?: string | undefined; iconUrl: string },
): TokenBalance {
  const numeric = formatUnits(amount, decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(token.address ? { address: token.address } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: token.iconUrl,
  }
}
