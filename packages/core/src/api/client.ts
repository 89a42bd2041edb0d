import type { ResponseName, ResponseOf } from './schemas.js'

// The answers' check (the response schemas, valibot and the request error) loads with the first request rather
// than with the page: createFoyer is on every host's first load, and no answer can be checked before one
// arrives anyway.
const loadCheck = () => import('./checkAnswer.js')

/** The SDK type Foyer reports in every service call (`st`). */
export const SDK_TYPE = 'foyer'
/** The SDK version Foyer reports in every service call (`sv`). */
export const SDK_VERSION = '0.1.0'

export type ApiClientOptions = {
  /** The data service's base URL. */
  baseUrl: string
  projectId: string
  clientId: string
  fetch?: typeof fetch | undefined
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | undefined
  query?: Record<string, string | number | boolean | undefined> | undefined
  body?: unknown
  /** A credential for the route, sent as `Authorization: Bearer` (never in the URL, which logs keep). */
  bearer?: string | undefined
  /** The fetch cache mode (SPEC §7's history "cache mode"): `no-cache` revalidates past any HTTP cache. */
  cache?: RequestCache | undefined
}

/** Calls the Foyer services: every call carries projectId, st, sv and clientId, and every answer is validated. */
export type ApiClient = {
  request<N extends ResponseName>(
    path: string,
    response: N,
    request?: ApiRequest,
  ): Promise<ResponseOf<N>>
  /** The absolute URL of a path, with the client parameters (for `<img src>`). */
  url(path: string, query?: ApiRequest['query']): string
  /**
   * An image URL from an answer, made loadable: one on the services gets the client parameters they require
   * (an `<img>` cannot add them); any other is left as it is.
   */
  imageUrl(url: string): string
}

/** Creates the client for one instance. */
export function createApiClient({
  baseUrl,
  projectId,
  clientId,
  fetch: fetchFn,
}: ApiClientOptions): ApiClient {
  const url = (path: string, query: ApiRequest['query'] = {}) => {
    const target = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    const params = { projectId, st: SDK_TYPE, sv: SDK_VERSION, clientId, ...query }
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) target.searchParams.set(key, String(value))
    return target.toString()
  }
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  return {
    url,
    imageUrl(image) {
      if (!image.startsWith(base)) return image
      const target = new URL(image)
      return url(
        image.slice(base.length).split('?')[0] as string,
        Object.fromEntries(target.searchParams),
      )
    },
    async request(path, responseName, { method = 'GET', query, body, bearer, cache } = {}) {
      const doFetch = fetchFn ?? globalThis.fetch
      const check = loadCheck()
      // Awaited with the answer, so a failed chunk load cannot go unhandled while the fetch runs.
      check.catch(() => {})
      const response = await doFetch(url(path, query), {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(cache === undefined ? {} : { cache }),
      })
      const json: unknown = await response.json().catch(() => undefined)
      return (await check).checkAnswer(path, responseName, response, json)
    },
  }
}

/** A random id for this browser, kept across visits (SPEC §7 clientId). */
export function newClientId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}
