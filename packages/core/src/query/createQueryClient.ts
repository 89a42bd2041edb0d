import { QueryClient } from '@tanstack/query-core'
import { CACHE_TIME, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '../constants.js'

/** Backoff doubling from 1 s up to 30 s (SPEC §9). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS)
}

/** One QueryClient per instance: default cache 5 min, 3 retries with doubling backoff (SPEC §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIME.default,
        gcTime: CACHE_TIME.default,
        retry: QUERY_RETRIES,
        retryDelay,
      },
    },
  })
}
