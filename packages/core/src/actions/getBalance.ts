import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { supports } from '../namespaces/supports.js'
import type { CaipNetworkId, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import { getAdapter } from './getAdapter.js'
import { getNetworks } from './getNetworks.js'
import { getTokenBalances } from './getTokenBalances.js'

export type GetBalanceParameters = {
  namespace?: Namespace | undefined
  /** Defaults to the namespace's connected address. */
  address?: string | undefined
  /** Defaults to the namespace's current network. */
  caipNetworkId?: CaipNetworkId | undefined
}
export type GetBalanceReturnType = {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}
export type GetBalanceErrorType = BaseError

/** Reads a native balance (the connected account's on its current network, unless told otherwise). */
export async function getBalance(
  foyer: FoyerContext,
  parameters: GetBalanceParameters = {},
): Promise<GetBalanceReturnType> {
  const adapter = getAdapter(foyer, parameters.namespace)
  const state = foyer.store.getState()
  const address = parameters.address ?? state.accounts[adapter.namespace]?.address
  const network = parameters.caipNetworkId
    ? getNetworks(foyer).find((candidate) => candidate.caipNetworkId === parameters.caipNetworkId)
    : state.networks[adapter.namespace]?.caipNetwork
  if (!address || !network) throw new NotConnectedError()
  // The data service answers for the namespaces it indexes; elsewhere (or without it) the adapter reads the
  // chain — and when the service is down, so that the balance never hangs on it (issue 21, #3).
  if (foyer.api && supports(network.chainNamespace, 'serviceBalances')) {
    const fromService = await getTokenBalances(foyer, {
      address,
      caipNetworkId: network.caipNetworkId,
    }).catch(() => undefined)
    if (fromService) {
      const native = fromService.find(
        (balance) => balance.chainId === network.caipNetworkId && !balance.address,
      )
      const decimals = Number(native?.quantity.decimals ?? network.nativeCurrency.decimals)
      const formatted = native?.quantity.numeric ?? '0'
      return {
        value: parseUnits(formatted, decimals),
        decimals,
        symbol: native?.symbol ?? network.nativeCurrency.symbol,
        formatted,
      }
    }
  }
  const balance = await adapter.getBalance({ address, network })
  return { ...balance, formatted: formatUnits(balance.value, balance.decimals) }
}
