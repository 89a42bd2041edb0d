import type { TokenBalance } from '../api/schemas.js'
import type { ApiRequestError } from '../errors/api.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetTokenBalancesParameters = {
  address: string
  caipNetworkId?: CaipNetworkId | undefined
  currency?: string | undefined
  forceUpdate?: boolean | undefined
}
export type GetTokenBalancesReturnType = TokenBalance[]
export type GetTokenBalancesErrorType = ServiceNotConfiguredError | ApiRequestError

/** Native and token balances of an address from the data service, with prices and values in `currency`. */
export async function getTokenBalances(
  foyer: FoyerContext,
  { address, caipNetworkId, currency = 'usd', forceUpdate }: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  if (!foyer.api) throw new ServiceNotConfiguredError('Token balances')
  const { balances } = await foyer.api.request(`/v1/account/${address}/balance`, 'balance', {
    query: { currency, chainId: caipNetworkId, forceUpdate: forceUpdate ? 'true' : undefined },
  })
  // Icons on the services need the client parameters to load (an <img> cannot send them otherwise).
  const api = foyer.api
  return balances.map((balance) =>
    balance.iconUrl ? { ...balance, iconUrl: api.imageUrl(balance.iconUrl) } : balance,
  )
}
