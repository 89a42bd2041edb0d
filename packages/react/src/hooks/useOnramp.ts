import {
  type GetOnrampQuoteParameters,
  type GetOnrampQuotesParameters,
  type GetOnrampQuotesReturnType,
  type OnrampError,
  type OnrampOptions,
  type OnrampPurchase,
  type OnrampPurchaseKey,
  type OnrampQuote,
  onrampOptionsQueryOptions,
  onrampPurchaseQueryOptions,
  onrampQuoteQueryOptions,
  onrampQuotesQueryOptions,
  type StartOnrampParameters,
  type StartOnrampReturnType,
  startOnrampMutationOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'
import { useQuery } from './useQuery.js'

/** What can be bought, with which currencies and methods, and through which providers (SPEC §3). */
export function useOnrampOptions(): QueryObserverResult<OnrampOptions, OnrampError> {
  const foyer = useFoyer()
  return useQuery<OnrampOptions, OnrampError>(onrampOptionsQueryOptions(foyer))
}

/** One provider's quote, asked again every 30 s while shown; `enabled: false` holds it. */
export function useOnrampQuote(
  parameters: GetOnrampQuoteParameters & { enabled?: boolean | undefined },
): QueryObserverResult<OnrampQuote, OnrampError> {
  const foyer = useFoyer()
  return useQuery<OnrampQuote, OnrampError>(onrampQuoteQueryOptions(foyer, parameters))
}

/** Every provider's quote, best first, asked again every 30 s while shown; `enabled: false` holds it. */
export function useOnrampQuotes(
  parameters: GetOnrampQuotesParameters & { enabled?: boolean | undefined },
): QueryObserverResult<GetOnrampQuotesReturnType, OnrampError> {
  const foyer = useFoyer()
  return useQuery<GetOnrampQuotesReturnType, OnrampError>(
    onrampQuotesQueryOptions(foyer, parameters),
  )
}

/** Starts a purchase: `startAsync(…)` answers the checkout URL to open. */
export function useStartOnramp(): UseMutationReturnType<
  StartOnrampReturnType,
  OnrampError,
  StartOnrampParameters
> {
  const foyer = useFoyer()
  const options = useMemo(() => startOnrampMutationOptions(foyer), [foyer])
  return useMutation<StartOnrampReturnType, StartOnrampParameters, OnrampError>(options)
}

/** A started purchase's status, asked every 2 s until its tokens arrived or it failed. */
export function useOnrampPurchase(
  purchase: OnrampPurchaseKey | undefined,
): QueryObserverResult<OnrampPurchase | undefined, OnrampError> {
  const foyer = useFoyer()
  return useQuery<OnrampPurchase | undefined, OnrampError>(
    onrampPurchaseQueryOptions(foyer, purchase) as never,
  )
}
