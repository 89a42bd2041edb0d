import {
  type ResolveNameErrorType,
  type ResolveNameReturnType,
  resolveNameQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

/** Undefined holds the query. */
export type UseResolveNameParameters = { name: string | undefined }
export type UseResolveNameReturnType = QueryObserverResult<
  ResolveNameReturnType,
  ResolveNameErrorType
>

/** The record of a full name (`alice.foyer.id`): its addresses by coin type; null when unregistered. */
export function useResolveName({ name }: UseResolveNameParameters): UseResolveNameReturnType {
  const foyer = useFoyer()
  return useQuery<ResolveNameReturnType, ResolveNameErrorType>(
    resolveNameQueryOptions(foyer, { name }),
  )
}
