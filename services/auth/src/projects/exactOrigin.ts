import { isOriginAllowed } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import type { Project } from './projects.js'

/**
 * True when `origin` is one of the project's allowed origins written out in full. A pattern
 * (`https://*.example.com`) admits a page to the data service, but a login hands a session to the page it
 * returns to, so it must be a page the project named exactly (the frame's handshake rule).
 */
export function isExactOrigin(project: Project, origin: string): boolean {
  return project.allowedOrigins.some((allowed) => !allowed.includes('*') && allowed === origin)
}

/**
 * 400 unless `origin` is one of the project's exact origins; `field` names what carried it, and the text
 * says when only a pattern matched.
 */
export function requireExactOrigin(
  project: Project,
  origin: string,
  { field, code }: { field: string; code: string },
): void {
  if (isExactOrigin(project, origin)) return
  const onlyPattern = isOriginAllowed(project.allowedOrigins, origin)
  throw new ApiError(
    400,
    code,
    onlyPattern
      ? `${field} matches only a pattern of the project's origins: it must be one of them written out exactly`
      : `${field} is not one of the project's origins`,
  )
}
