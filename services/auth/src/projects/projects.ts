import { ApiError, isClientParam } from '@foyer/server'
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { PROJECT_CACHE_MS } from '../rules.js'
import { AUTH_CLIENT, AUTH_VERSION } from '../version.js'

/** What the auth service knows of a project: its name (when the data service gives it) and its pages' origins. */
export type Project = { id: string; name?: string | undefined; allowedOrigins: string[] }

/** Finds a project by id: undefined when the data service does not know it; throws when it cannot say. */
export type ProjectLookup = (projectId: string) => Promise<Project | undefined>

const originsSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  allowedOrigins: v.array(v.string()),
})

/**
 * Projects as the data service knows them (one source of truth): `GET {apiUrl}/projects/v1/origins` with
 * SPEC §7's client parameters, the auth service naming itself. Its 401 (unknown project) is an unknown
 * project here; answers are kept 60 s per project, failures are not kept (503 to the caller).
 */
export function projectsFromApi({
  apiUrl,
  now,
  ttlMs = PROJECT_CACHE_MS,
  fetch: fetcher = fetch,
}: {
  apiUrl: string
  now: Clock
  ttlMs?: number
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}): ProjectLookup {
  const cache = new Map<string, { at: number; project: Promise<Project | undefined> }>()
  const unavailable = () =>
    new ApiError(503, 'PROJECTS_UNAVAILABLE', 'The project could not be checked. Please try again.')

  async function load(projectId: string): Promise<Project | undefined> {
    const query = new URLSearchParams({
      projectId,
      st: AUTH_CLIENT,
      sv: AUTH_VERSION,
      clientId: AUTH_CLIENT,
    })
    const response = await fetcher(`${apiUrl.replace(/\/$/, '')}/projects/v1/origins?${query}`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => {
      throw unavailable()
    })
    if (response.status === 401 || response.status === 400) return undefined
    if (!response.ok) throw unavailable()
    const body = v.safeParse(originsSchema, await response.json().catch(() => undefined))
    if (!body.success) throw unavailable()
    const { name, allowedOrigins } = body.output
    return { id: projectId, ...(name ? { name } : {}), allowedOrigins }
  }

  return (projectId) => {
    const hit = cache.get(projectId)
    if (hit && now() - hit.at < ttlMs) return hit.project
    const project = load(projectId)
    cache.set(projectId, { at: now(), project })
    project.catch(() => cache.delete(projectId))
    if (cache.size > 10_000) cache.delete(cache.keys().next().value as string)
    return project
  }
}

/** The project a call names, or 401 like @foyer/server's project guard. */
export async function requireProject(projects: ProjectLookup, projectId: string): Promise<Project> {
  // An id with a NUL byte or a megabyte long names no project (and must not reach the database).
  const project = isClientParam(projectId) ? await projects(projectId) : undefined
  if (!project) throw new ApiError(401, 'UNKNOWN_PROJECT', 'Unknown projectId')
  return project
}
