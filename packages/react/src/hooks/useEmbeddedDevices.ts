import {
  type EmbeddedDevice,
  type GetEmbeddedDevicesErrorType,
  getEmbeddedDevicesQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useQuery } from './useQuery.js'

/** The embedded wallet's devices, newest first: the one this page runs on is `current`. */
export function useEmbeddedDevices(): QueryObserverResult<
  EmbeddedDevice[],
  GetEmbeddedDevicesErrorType
> {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  return useQuery<EmbeddedDevice[], GetEmbeddedDevicesErrorType>(
    getEmbeddedDevicesQueryOptions(foyer, account.address),
  )
}
