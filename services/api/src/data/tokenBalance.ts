import type { TokenBalance } from '@foyer/core/api'
import { formatUnits } from 'viem'
import type { ServiceConfig } from '../config.js'
import { NATIVE, type RegistrySnapshot, type RegistryToken, tokenIconUrl } from './registry.js'

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

/**
 * One chain's balances as the service answers them, on any chain: its coin always, then each registry token
 * (spam excluded) with a non-zero amount, priced in `currency` (price 0 when unknown). `tokens` carry the
 * amount read and the address as the chain writes it (checksummed on EVM, base58 as it is on Solana).
 */
export function chainBalances(
  {
    chainId,
    config,
    registry,
    currency,
  }: {
    chainId: string
    config: Pick<ServiceConfig, 'publicUrl'>
    registry: RegistrySnapshot
    currency: string
  },
  coin: { amount: bigint; name: string; symbol: string; decimals: number },
  tokens: readonly { token: RegistryToken; amount: bigint | undefined; address: string }[],
): TokenBalance[] {
  const balances = [
    tokenBalance(chainId, coin.amount, coin.decimals, registry.price(chainId, NATIVE, currency), {
      name: coin.name,
      symbol: coin.symbol,
      iconUrl: tokenIconUrl(config, coin.symbol),
    }),
  ]
  for (const { token, amount, address } of tokens) {
    if (token.spam || !amount) continue
    balances.push(
      tokenBalance(
        chainId,
        amount,
        token.decimals,
        registry.price(chainId, token.address, currency),
        {
          name: token.name,
          symbol: token.symbol,
          address: `${chainId}:${address}`,
          iconUrl: token.iconUrl ?? tokenIconUrl(config, token.symbol),
        },
      ),
    )
  }
  return balances
}
