import { QueryClient } from '@tanstack/query-core'
import { CACHE_TIME, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '../constants.js'
import { ApiRequestError } from '../errors/api.js'

/** Backoff doubling from 1 s up to 30 s (SPEC §9). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS)
}

/**
 * Whether a failed query is worth another try: up to 3 (SPEC §9), but never a client error the service
 * will answer the same way again (a 4xx other than 408 and 429).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false
  const status = error instanceof ApiRequestError ? error.status : undefined
  return !(
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 429
  )
}

/** One QueryClient per instance: default cache 5 min, 3 retries with doubling backoff (SPEC §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIME.default,
        gcTime: CACHE_TIME.default,
        retry: shouldRetry,
        retryDelay,
      },
    },
  })
}
