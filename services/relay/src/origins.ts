import { isOriginAllowed } from '@foyer/core/api'
import type { ProjectOrigins } from './projects.js'

/**
 * Close code of a connection refused for who it is (the WalletConnect relay's 3000, "Unauthorized": the
 * SDKs surface it with its reason).
 */
export const CLOSE_UNAUTHORIZED = 3000
/** Close code when the relay cannot check the connection right now (RFC 6455's "try again later"). */
export const CLOSE_TRY_AGAIN = 1013

/** Which pages may use the relay. */
export type OriginPolicy = {
  /** Origins the operator allows for every project (exact, or with a `*` label as projects' origins). */
  allowedOrigins: readonly string[]
  /** The projects' own allowed origins, for a connection that names its projectId. */
  projects?: ProjectOrigins | undefined
}

export type Refusal = { code: number; reason: string }

/**
 * Whether a connection may use the relay. A browser always sends `Origin` with a WebSocket: a page's must be
 * the operator's or its project's allowed origins — so a page elsewhere cannot use a project's relay, nor
 * read or write its visitors' topics from their browser. A client without `Origin` (a wallet app, a server,
 * the SDKs on Node) is not a page a visitor was sent to: accepted, as the WalletConnect relay does (its
 * projectId is public anyway). Close reasons stay within WebSocket's 123 bytes.
 */
export async function originRefusal(
  policy: OriginPolicy,
  origin: string | undefined,
  projectId: string | undefined,
): Promise<Refusal | undefined> {
  if (origin === undefined) return undefined
  if (isOriginAllowed(policy.allowedOrigins, origin)) return undefined
  // Printable ASCII only: a reason is at most 123 bytes.
  const shown = origin.replace(/[^\x20-\x7e]/g, '?').slice(0, 60)
  if (!policy.projects || !projectId)
    return { code: CLOSE_UNAUTHORIZED, reason: `Origin not allowed: ${shown}` }
  let origins: readonly string[] | undefined
  try {
    origins = await policy.projects(projectId)
  } catch {
    return { code: CLOSE_TRY_AGAIN, reason: 'The project could not be checked: try again' }
  }
  if (!origins) return { code: CLOSE_UNAUTHORIZED, reason: 'Unknown projectId' }
  if (isOriginAllowed(origins, origin)) return undefined
  return { code: CLOSE_UNAUTHORIZED, reason: `Origin not allowed for this project: ${shown}` }
}
