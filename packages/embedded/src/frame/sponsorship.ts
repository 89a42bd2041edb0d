import type { FrameConfig } from './config.js'

// Gas sponsorship through the data service (issue 37): the frame sends its user operations' `pm_*` calls to
// the data service's bundler endpoint with a sponsorship token that the auth service issues to the visitor's
// session. The token is a bearer credential for the operator's paymaster budget: it lives in this module's
// closures only — never in storage, never in an answer to the host page — and goes to the data service only.

/** A token as the auth service issues it: `expiresAt` in Unix seconds. */
export type SponsorshipToken = { token: string; expiresAt: number }

/** How long before its expiry a token is replaced, so that one never expires on its way to the paymaster. */
const REFRESH_MARGIN_MS = 60_000
/**
 * The longest a token is used, counted on this browser's clock from when it arrived: `expiresAt` is the auth
 * service's clock, and a browser clock minutes behind would otherwise keep sending an expired token. The
 * service's tokens live 10 minutes, so up to 6 minutes of skew either way are absorbed.
 */
const REUSE_FOR_MS = 4 * 60_000

/** The data service's bundler endpoint for `chainId` (SPEC §7: the project and the chain in the query). */
export function dataServiceBundlerUrl(
  config: Pick<FrameConfig, 'apiUrl' | 'projectId'>,
  chainId: number,
): string | undefined {
  if (!config.apiUrl) return undefined
  const url = new URL(
    'v1/bundler',
    config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`,
  )
  url.searchParams.set('projectId', config.projectId)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  return url.toString()
}

/**
 * The session's current token: asked of the auth service on first use and again shortly before it expires
 * (or after REUSE_FOR_MS, whichever comes first); concurrent callers share one request, and a failed one is
 * not kept.
 */
export function createSponsorshipTokens(
  issue: () => Promise<SponsorshipToken>,
  now: () => number = Date.now,
) {
  let current: Promise<SponsorshipToken> | undefined
  // When the current token is replaced; 0 while it is being asked for.
  let refreshAt = 0
  return async (): Promise<string> => {
    if (!current || (refreshAt && refreshAt <= now())) {
      const asked = issue()
      current = asked
      refreshAt = 0
      asked.then(
        (answer) => {
          if (current === asked)
            refreshAt = Math.min(answer.expiresAt * 1000 - REFRESH_MARGIN_MS, now() + REUSE_FOR_MS)
        },
        () => {
          if (current === asked) current = undefined
        },
      )
    }
    return (await current).token
  }
}

/** `fetch` with the session's sponsorship token as `Authorization: Bearer` (the paymaster client's transport). */
export function fetchWithSponsorship(
  token: () => Promise<string>,
  fetchFn: typeof fetch = (...args) => fetch(...args),
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${await token()}`)
    return fetchFn(input, { ...init, headers, credentials: 'omit' })
  }
}
