/** A project's allowed origins; undefined for a project the data service does not know. Throws when it cannot say. */
export type ProjectOrigins = (projectId: string) => Promise<readonly string[] | undefined>

/** How long a project's origins are kept (the data service's answer changes when an operator edits it). */
export const PROJECT_ORIGINS_TTL_MS = 60_000

/**
 * Projects' allowed origins as the data service knows them (`GET {apiUrl}/projects/v1/origins` with SPEC
 * §7's client parameters, the relay naming itself): its 401 or 400 is an unknown project. Answers are kept
 * a minute per project (at most 10,000 projects); failures are not kept.
 */
export function projectOriginsFromApi({
  apiUrl,
  now = Date.now,
  fetch: fetcher = fetch,
}: {
  apiUrl: string
  now?: () => number
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}): ProjectOrigins {
  const cache = new Map<string, { at: number; origins: Promise<readonly string[] | undefined> }>()
  const base = apiUrl.replace(/\/$/, '')

  async function load(projectId: string): Promise<readonly string[] | undefined> {
    const query = new URLSearchParams({
      projectId,
      st: 'foyer-relay',
      sv: '0.1.0',
      clientId: 'foyer-relay',
    })
    const response = await fetcher(`${base}/projects/v1/origins?${query}`, {
      signal: AbortSignal.timeout(5_000),
    })
    if (response.status === 401 || response.status === 400) return undefined
    if (!response.ok) throw new Error(`the data service answered ${response.status}`)
    const body = (await response.json()) as { allowedOrigins?: unknown }
    const origins = body.allowedOrigins
    if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string'))
      throw new Error('the data service answered no allowedOrigins')
    return origins
  }

  return (projectId) => {
    const hit = cache.get(projectId)
    if (hit && now() - hit.at < PROJECT_ORIGINS_TTL_MS) return hit.origins
    const origins = load(projectId)
    cache.set(projectId, { at: now(), origins })
    origins.catch(() => cache.delete(projectId))
    if (cache.size > 10_000) cache.delete(cache.keys().next().value as string)
    return origins
  }
}
