import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose'
import { DISCOVERY_CACHE_MS, PROVIDER_TIMEOUT_MS } from '../rules.js'
import { SocialLoginError } from './errors.js'
import type { ProviderSettings } from './providers.js'

// The service's side of OAuth 2.0 / OpenID Connect (the relying party): the authorization code flow with
// PKCE S256, ID tokens checked against the issuer's keys, or the user read from a plain-OAuth provider's API.

/** Where a provider is reached. `jwksUri` only for OpenID Connect. */
export type Endpoints = {
  authorizationUrl: string
  tokenUrl: string
  jwksUri?: string | undefined
  userUrl?: string | undefined
}

/** Random secrets of one sign-in: `state` (the callback's key), `nonce` (bound into the ID token), PKCE. */
export function flowSecrets() {
  const codeVerifier = randomBytes(32).toString('base64url')
  return {
    state: randomBytes(32).toString('base64url'),
    nonce: randomBytes(32).toString('base64url'),
    codeVerifier,
  }
}

export function codeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url')
}

/** A GET or POST to a provider, with the time limit; an unreachable or slow one is 'unavailable'. */
async function call(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
  } catch (error) {
    throw new SocialLoginError('unavailable', `${url}: ${(error as Error).message}`)
  }
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => undefined)) as unknown
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new SocialLoginError('rejected', `${what}: not a JSON object (${response.status})`)
  return body as Record<string, unknown>
}

const discovered = new Map<string, { at: number; endpoints: Endpoints }>()

/** The provider's endpoints: OpenID discovery for an issuer (kept 10 minutes), the settings' own otherwise. */
export async function endpointsOf(settings: ProviderSettings, now: number): Promise<Endpoints> {
  const own = {
    authorizationUrl: settings.authorizationUrl,
    tokenUrl: settings.tokenUrl,
    userUrl: settings.userUrl,
  }
  if (settings.kind === 'oauth' || !settings.issuer) {
    if (!own.authorizationUrl || !own.tokenUrl)
      throw new SocialLoginError('rejected', 'provider settings lack endpoints')
    return own as Endpoints
  }
  const issuer = settings.issuer
  let cached = discovered.get(issuer)
  if (!cached || now - cached.at > DISCOVERY_CACHE_MS) {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    const response = await call(url)
    if (!response.ok)
      throw new SocialLoginError('unavailable', `discovery ${url} answered ${response.status}`)
    const document = await json(response, 'discovery')
    // The document must be the issuer's own (OpenID Connect Discovery §4.3).
    if (document.issuer !== issuer)
      throw new SocialLoginError('rejected', `discovery names issuer ${String(document.issuer)}`)
    const endpoint = (name: string) => {
      const value = document[name]
      if (typeof value !== 'string')
        throw new SocialLoginError('rejected', `discovery lacks ${name}`)
      return value
    }
    cached = {
      at: now,
      endpoints: {
        authorizationUrl: endpoint('authorization_endpoint'),
        tokenUrl: endpoint('token_endpoint'),
        jwksUri: endpoint('jwks_uri'),
      },
    }
    discovered.set(issuer, cached)
  }
  return {
    ...cached.endpoints,
    ...(own.authorizationUrl ? { authorizationUrl: own.authorizationUrl } : {}),
    ...(own.tokenUrl ? { tokenUrl: own.tokenUrl } : {}),
    ...(own.userUrl ? { userUrl: own.userUrl } : {}),
  }
}

/** The provider's consent page for this sign-in. */
export function authorizationRequest(
  settings: ProviderSettings,
  endpoints: Endpoints,
  {
    redirectUri,
    state,
    nonce,
    codeVerifier,
  }: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(endpoints.authorizationUrl)
  const parameters: Record<string, string> = {
    ...settings.authorizationParams,
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: settings.scopes.join(' '),
    state,
    code_challenge: codeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(settings.kind === 'oidc' ? { nonce } : {}),
  }
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
  return url.toString()
}

/** Trades the code for tokens, proving the flow with the PKCE verifier. */
export async function exchangeCode(
  settings: ProviderSettings,
  clientSecret: string,
  endpoints: Endpoints,
  { code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string },
): Promise<{ accessToken: string; idToken?: string | undefined }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (settings.tokenAuth === 'client_secret_basic') {
    const encode = (value: string) => encodeURIComponent(value)
    headers.authorization = `Basic ${Buffer.from(`${encode(settings.clientId)}:${encode(clientSecret)}`).toString('base64')}`
  } else {
    form.set('client_id', settings.clientId)
    form.set('client_secret', clientSecret)
  }
  const response = await call(endpoints.tokenUrl, { method: 'POST', headers, body: form })
  const body = await json(response, 'token endpoint')
  if (!response.ok || typeof body.access_token !== 'string')
    throw new SocialLoginError(
      response.status >= 500 ? 'unavailable' : 'rejected',
      `token endpoint answered ${response.status} ${String(body.error ?? '')}`,
    )
  return {
    accessToken: body.access_token,
    idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
  }
}

const keySets = new Map<string, JWTVerifyGetKey>()

/** The issuer's signing keys (jose fetches and refreshes them). */
export function remoteKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS })
    keySets.set(jwksUri, keys)
  }
  return keys
}

/**
 * An ID token's claims once it holds up: signed by one of the issuer's keys (asymmetric algorithms only),
 * from this issuer, for this client, not expired (30 s of clock skew), carrying this sign-in's nonce.
 */
export async function verifyIdToken(
  idToken: string,
  {
    issuer,
    audience,
    nonce,
    keys,
    now,
  }: { issuer: string; audience: string; nonce: string; keys: JWTVerifyGetKey; now: number },
): Promise<Record<string, unknown>> {
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(idToken, keys, {
      issuer,
      audience,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
      currentDate: new Date(now),
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp', 'iat'],
    }))
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout)
      throw new SocialLoginError('unavailable', 'the issuer keys did not arrive')
    throw new SocialLoginError('rejected', `ID token: ${(error as Error).message}`)
  }
  if (payload.nonce !== nonce) throw new SocialLoginError('rejected', 'ID token: wrong nonce')
  return payload
}

/** A plain-OAuth provider's user, from its API with the access token. */
export async function fetchUser(userUrl: string, accessToken: string) {
  const response = await call(userUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  })
  const body = await json(response, 'user endpoint')
  if (!response.ok)
    throw new SocialLoginError(
      response.status >= 500 ? 'unavailable' : 'rejected',
      `user endpoint answered ${response.status}`,
    )
  return body
}
