import { isOriginAllowed } from '@foyer/core/api'
import { isExactOrigin } from '../projects/exactOrigin.js'
import type { Project } from '../projects/projects.js'

/** The longest origin echoed back in a refusal. */
const MAX_ECHOED = 200

/** What `GET /v1/origin-check` answers: yes, or no with the sentence a developer reads in the console. */
export type OriginVerdict = { verified: true } | { verified: false; reason: string }

/**
 * Whether the embedded wallet serves a page of `origin` for `projectId`, by the frame's own rule (an origin the
 * project names in full: a login hands the page a session, so a pattern's match is not enough), and when it
 * does not, which origin was refused and how to allow it. `allowHint` is the deployment's way (the development
 * stack's is `FOYER_APP_ORIGINS=<origin> npm start`), `{origin}` standing for the page's origin.
 */
export function originVerdict({
  project,
  projectId,
  origin,
  allowHint,
}: {
  project: Project | undefined
  projectId: string
  origin: string | undefined
  allowHint?: string | undefined
}): OriginVerdict {
  if (!origin)
    return {
      verified: false,
      reason: 'The request has no Origin header: only a page’s own request can be checked.',
    }
  const shown = origin.slice(0, MAX_ECHOED)
  if (!project)
    return { verified: false, reason: `The services know no project '${projectId.slice(0, 128)}'.` }
  if (isExactOrigin(project, origin)) return { verified: true }
  const how = allowHint
    ? allowHint.replaceAll('{origin}', shown)
    : `add ${shown} to the project’s allowed origins, written out in full (foyer-api projects create --id ${project.id} --origin ${shown}, with its other origins)`
  const refused = isOriginAllowed(project.allowedOrigins, origin)
    ? `${shown} matches only a pattern of project '${project.id}'’s allowed origins, and the embedded wallet serves only a page the project names in full`
    : `${shown} is not among project '${project.id}'’s allowed origins`
  return {
    verified: false,
    reason: `The embedded wallet refuses this page: ${refused}. To allow it: ${how}`,
  }
}
