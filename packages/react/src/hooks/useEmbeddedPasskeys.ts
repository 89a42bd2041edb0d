import {
  type EmbeddedPasskey,
  type GetEmbeddedPasskeysErrorType,
  getEmbeddedPasskeysQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useQuery } from './useQuery.js'

/** The embedded wallet's passkeys, oldest first. */
export function useEmbeddedPasskeys(): QueryObserverResult<
  EmbeddedPasskey[],
  GetEmbeddedPasskeysErrorType
> {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  return useQuery<EmbeddedPasskey[], GetEmbeddedPasskeysErrorType>(
    getEmbeddedPasskeysQueryOptions(foyer, account.address),
  )
}
