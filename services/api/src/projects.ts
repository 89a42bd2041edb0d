import { isOriginAllowed as isAllowed, originEntryError } from '@foyer/core/api'
import { ConfigError } from '@foyer/server'
import { eq } from 'drizzle-orm'
import type { Database } from './db/database.js'
import { projects } from './db/schema.js'

/** A project as the services use it. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  analyticsEnabled: boolean
}

/**
 * Creates or updates a project. Its allowed origins are checked first (@foyer/core/api's originEntryError):
 * a ConfigError names the first one that is neither an exact origin nor a `*.`/`:*` pattern, and nothing
 * is saved.
 */
export async function upsertProject(
  db: Database,
  project: Omit<Project, 'analyticsEnabled'> & { analyticsEnabled?: boolean },
): Promise<void> {
  for (const origin of project.allowedOrigins) {
    const error = originEntryError(origin)
    if (error)
      throw new ConfigError(
        `project ${project.id}: the allowed origin ${JSON.stringify(origin)} is not valid: ${error}`,
      )
  }
  const values = { ...project, analyticsEnabled: project.analyticsEnabled ?? true }
  await db.insert(projects).values(values).onConflictDoUpdate({ target: projects.id, set: values })
}

/** Reads a project, or undefined. */
export async function findProject(db: Database, id: string): Promise<Project | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
  return row
    ? {
        id: row.id,
        name: row.name,
        allowedOrigins: row.allowedOrigins,
        analyticsEnabled: row.analyticsEnabled,
      }
    : undefined
}

/**
 * Project look-ups cached for a few seconds: every data-service request needs one, and the set changes
 * rarely (a new origin takes effect within `ttlMs`).
 */
export function createProjectCache(db: Database, ttlMs = 5_000) {
  const cache = new Map<string, { at: number; project: Promise<Project | undefined> }>()
  return (id: string): Promise<Project | undefined> => {
    const hit = cache.get(id)
    if (hit && Date.now() - hit.at < ttlMs) return hit.project
    const project = findProject(db, id)
    cache.set(id, { at: Date.now(), project })
    if (cache.size > 10_000) cache.delete(cache.keys().next().value as string)
    return project
  }
}

/** True when `origin` is allowed for the project (exact, or a `*` pattern; see @foyer/core/api). */
export function isOriginAllowed(project: Pick<Project, 'allowedOrigins'>, origin: string): boolean {
  return isAllowed(project.allowedOrigins, origin)
}
