import * as v from 'valibot'
import { BaseError } from '../errors/base.js'
import { apiErrorSchema } from './schemas.js'

/** The SDK type Foyer reports in every service call (`st`). */
export const SDK_TYPE = 'foyer'
/** The SDK version Foyer reports in every service call (`sv`). */
export const SDK_VERSION = '0.1.0'

/** A service answered with a non-OK status, or with a body of the wrong shape. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  constructor(status: number, message: string, code?: string, cause?: unknown) {
    super(message, { code: code ?? `HTTP_${status}`, cause })
    this.status = status
  }
}

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
}

/** Calls the Foyer services: every call carries projectId, st, sv and clientId, and every answer is validated. */
export type ApiClient = {
  request<S extends v.GenericSchema>(
    path: string,
    schema: S,
    request?: ApiRequest,
  ): Promise<v.InferOutput<S>>
  /** The absolute URL of a path, with the client parameters (for `<img src>`). */
  url(path: string, query?: ApiRequest['query']): string
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
  return {
    url,
    async request(path, schema, { method = 'GET', query, body } = {}) {
      const doFetch = fetchFn ?? globalThis.fetch
      const response = await doFetch(url(path, query), {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const json: unknown = await response.json().catch(() => undefined)
      if (!response.ok) {
        const error = v.safeParse(apiErrorSchema, json)
        throw error.success
          ? new ApiRequestError(
              response.status,
              error.output.error.message,
              error.output.error.code,
            )
          : new ApiRequestError(response.status, `The service answered ${response.status}`)
      }
      const result = v.safeParse(schema, json)
      if (!result.success)
        throw new ApiRequestError(
          response.status,
          `Unexpected answer from ${path}`,
          'INVALID_RESPONSE',
          new v.ValiError(result.issues),
        )
      return result.output
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
