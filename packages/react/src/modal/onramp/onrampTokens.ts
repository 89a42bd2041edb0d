import type { CaipNetworkId, OnrampOptions } from '@foyer/core'

/** A token the visitor can buy on one network. */
export type BuyableToken = {
  id: string
  name: string
  symbol: string
  contractAddress: string
  decimals: number
}

/** The purchase currencies offered on `network`. */
export function buyableOn(
  options: OnrampOptions | undefined,
  network: CaipNetworkId | undefined,
): BuyableToken[] {
  if (!options || !network) return []
  return options.purchaseCurrencies.flatMap((currency) => {
    const on = currency.networks.find((candidate) => candidate.chainId === network)
    return on
      ? [
          {
            id: currency.id,
            name: currency.name,
            symbol: currency.symbol,
            contractAddress: on.contractAddress,
            decimals: on.decimals,
          },
        ]
      : []
  })
}
