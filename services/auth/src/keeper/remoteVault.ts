import { ApiError } from '@foyer/server'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RecoveryVault } from './vault.js'

/**
 * The vault as the auth service reaches it in production: the share keeper, another process
 * (FOYER_AUTH_KEEPER_URL, FOYER_AUTH_KEEPER_TOKEN). The keeper's refusals come back as the same ApiErrors, so
 * the frame reads the same texts whichever process keeps the shares.
 */
export function remoteVault({ url, token }: { url: string; token: string }): RecoveryVault {
  async function call<T>(path: string, body: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetch(new URL(path, url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    } catch {
      throw new ApiError(503, 'KEEPER_UNREACHABLE', 'The wallet’s key keeper cannot be reached', {
        'retry-after': '5',
      })
    }
    const data = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string }
    }
    if (response.ok) return data as T
    // 4xx from the keeper are the visitor's (no wallet, passkey required); anything else is ours.
    if (response.status >= 400 && response.status < 500 && response.status !== 401)
      throw new ApiError(
        response.status as ContentfulStatusCode,
        data.error?.code ?? 'KEEPER_REFUSED',
        data.error?.message ?? 'The wallet’s key keeper refused',
      )
    throw new Error(`The share keeper answered ${response.status}`)
  }
  return {
    store: (input) => call('/v1/keeper/store', input).then(() => undefined),
    release: (input) => call('/v1/keeper/release', input),
    guards: (userId) =>
      call<{ passkeys: string[] }>('/v1/keeper/guards', { userId }).then((data) => data.passkeys),
    guard: (input) => call('/v1/keeper/guard', input).then(() => undefined),
  }
}
