import {
  type GetNameSuggestionsReturnType,
  type GetNamesForAddressReturnType,
  getNameSuggestionsQueryOptions,
  getNamesForAddressQueryOptions,
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  type ResolveNameReturnType,
  registerNameMutationOptions,
  resolveNameQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'
import { useQuery } from './useQuery.js'

/** The name asked for and free variants under the service's current suffix, each marked registered or not. */
export function useNameSuggestions({
  name,
}: {
  name: string | undefined
}): QueryObserverResult<GetNameSuggestionsReturnType> {
  const foyer = useFoyer()
  return useQuery<GetNameSuggestionsReturnType>(getNameSuggestionsQueryOptions(foyer, { name }))
}

/** The record of a full name (`alice.foyer.id`): its addresses by coin type; null when unregistered. */
export function useResolveName({
  name,
}: {
  name: string | undefined
}): QueryObserverResult<ResolveNameReturnType> {
  const foyer = useFoyer()
  return useQuery<ResolveNameReturnType>(resolveNameQueryOptions(foyer, { name }))
}

/** The names registered to an address (reverse lookup), cached 5 min. */
export function useNamesForAddress({
  address,
}: {
  address: string | undefined
}): QueryObserverResult<GetNamesForAddressReturnType> {
  const foyer = useFoyer()
  return useQuery<GetNamesForAddressReturnType>(getNamesForAddressQueryOptions(foyer, { address }))
}

export type UseRegisterNameReturnType = Omit<
  UseMutationReturnType<RegisterNameReturnType, RegisterNameErrorType, RegisterNameParameters>,
  'mutate' | 'mutateAsync'
> & {
  registerName(parameters: RegisterNameParameters): void
  registerNameAsync(parameters: RegisterNameParameters): Promise<RegisterNameReturnType>
}

/**
 * Registers a wallet name for the connected EVM account (headless: the modal's own views run the same
 * action through their flow). The wallet signs; the name then shows wherever the address would.
 */
export function useRegisterName(): UseRegisterNameReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => registerNameMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    RegisterNameReturnType,
    RegisterNameParameters,
    RegisterNameErrorType
  >(options)
  return { ...result, registerName: mutate, registerNameAsync: mutateAsync }
}
