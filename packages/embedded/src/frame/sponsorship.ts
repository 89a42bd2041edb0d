import { SPONSORSHIP_TOKEN_EXPIRED } from '@foyer/core/api'
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
 * The session's tokens: calling it gives the current one; `renew(stale)` replaces `stale` once the data
 * service has refused it as expired (callers that saw the same stale token share the one new request).
 */
export type SponsorshipTokens = {
  (): Promise<string>
  renew(stale: string): Promise<string>
}

/**
 * The session's current token: asked of the auth service on first use and again shortly before it expires
 * (or after REUSE_FOR_MS, whichever comes first); concurrent callers share one request, and a failed one is
 * not kept.
 */
export function createSponsorshipTokens(
  issue: () => Promise<SponsorshipToken>,
  now: () => number = Date.now,
): SponsorshipTokens {
  let current: Promise<SponsorshipToken> | undefined
  // The current token once it has arrived (undefined while it is being asked for).
  let arrived: string | undefined
  // When the current token is replaced; 0 while it is being asked for.
  let refreshAt = 0
  const ask = () => {
    const asked = issue()
    current = asked
    arrived = undefined
    refreshAt = 0
    asked.then(
      (answer) => {
        if (current !== asked) return
        arrived = answer.token
        refreshAt = Math.min(answer.expiresAt * 1000 - REFRESH_MARGIN_MS, now() + REUSE_FOR_MS)
      },
      () => {
        if (current === asked) current = undefined
      },
    )
    return asked
  }
  const token = async (): Promise<string> => {
    if (!current || (refreshAt && refreshAt <= now())) ask()
    return (await (current as Promise<SponsorshipToken>)).token
  }
  const renew = async (stale: string): Promise<string> => {
    if (!current || arrived === stale) ask()
    return (await (current as Promise<SponsorshipToken>)).token
  }
  return Object.assign(token, { renew })
}

/** Whether the data service's answer refuses the request's token as expired (one call or a batch). */
async function refusesExpiredToken(answer: Response): Promise<boolean> {
  if (!answer.ok) return false
  const body: unknown = await answer.json().catch(() => undefined)
  return (Array.isArray(body) ? body : [body]).some(
    (item) =>
      (item as { error?: { data?: { reason?: unknown } } } | undefined)?.error?.data?.reason ===
      SPONSORSHIP_TOKEN_EXPIRED,
  )
}

/**
 * `fetch` with the session's sponsorship token as `Authorization: Bearer` (the paymaster client's transport).
 * When the data service refuses the token as expired (a token used in its last seconds, a browser clock far
 * off), a new one is asked for and the request sent once more; a second refusal is the answer.
 */
export function fetchWithSponsorship(
  tokens: SponsorshipTokens,
  fetchFn: typeof fetch = (...args) => fetch(...args),
) {
  const send = (input: string | URL | Request, init: RequestInit | undefined, token: string) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${token}`)
    return fetchFn(input, { ...init, headers, credentials: 'omit' })
  }
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const token = await tokens()
    const answer = await send(input, init, token)
    if (!(await refusesExpiredToken(answer.clone()))) return answer
    return send(input, init, await tokens.renew(token))
  }
}
