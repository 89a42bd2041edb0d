import { type CaipNetworkId, type GetBalanceReturnType, getBalanceQueryOptions } from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useQuery } from './useQuery.js'

export type UseBalanceParameters = {
  /** Defaults to the connected address of the active namespace. */
  address?: string | undefined
  /** Defaults to the active namespace's current network. */
  caipNetworkId?: CaipNetworkId | undefined
}

export type UseBalanceReturnType = QueryObserverResult<GetBalanceReturnType>

/** The native balance of an address (the connected account by default), cached 30 s. */
export function useBalance(parameters: UseBalanceParameters = {}): UseBalanceReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const address = parameters.address ?? (account.isConnected ? account.address : undefined)
  const caipNetworkId = parameters.caipNetworkId ?? caipNetwork?.caipNetworkId
  return useQuery<GetBalanceReturnType>(getBalanceQueryOptions(foyer, { address, caipNetworkId }))
}
