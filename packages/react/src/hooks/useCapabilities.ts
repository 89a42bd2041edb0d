import {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesReturnType,
  getCapabilitiesQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useQuery } from './useQuery.js'

export type UseCapabilitiesReturnType = QueryObserverResult<
  GetCapabilitiesReturnType,
  GetCapabilitiesErrorType
>

/** What the connected wallet can do on its network (EIP-5792), asked again when either changes. */
export function useCapabilities(): UseCapabilitiesReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  return useQuery<GetCapabilitiesReturnType, GetCapabilitiesErrorType>(
    getCapabilitiesQueryOptions(foyer, {
      address: account.isConnected ? account.address : undefined,
      caipNetworkId: caipNetwork?.caipNetworkId,
    }),
  )
}
