// The rules of sign-in sessions (SPEC §7 /v1/sessions; CAIP-122, EIP-4361): how long nonces and sessions
// last, when a message's times are acceptable, and whose page a message is for. Pure: no database, no chain,
// no clock of its own (callers pass `now`).
import type { SiwxMessageFields } from '@foyer/core/siwx'

/** The times of a message, of either family. */
type MessageTimes = Pick<SiwxMessageFields, 'issuedAt' | 'expirationTime' | 'notBefore'>

/** How long an issued nonce may be used. */
export const NONCE_TTL_MS = 10 * 60_000
/** How old a message's Issued At may be. */
export const MESSAGE_MAX_AGE_MS = 10 * 60_000
/** How far a message's times may be ahead of the service's clock (the visitor's clock may run fast). */
export const CLOCK_SKEW_MS = 60_000
/** How long a session lasts when its message sets no Expiration Time. */
export const DEFAULT_SESSION_MS = 7 * 24 * 60 * 60_000
/** The longest a session lasts, whatever its message says. */
export const MAX_SESSION_MS = 30 * 24 * 60 * 60_000

/**
 * Why the message's times are refused at `now`, or undefined. Issued At: at most 10 minutes old and at
 * most a minute ahead; Expiration Time: still ahead; Not Before: reached (a minute's skew allowed, as for
 * Issued At). The parser has already checked that every time is a real RFC 3339 date.
 */
export function timesProblem(fields: MessageTimes, now: number): string | undefined {
  const issuedAt = Date.parse(fields.issuedAt)
  if (issuedAt > now + CLOCK_SKEW_MS) return 'The message is dated in the future'
  if (issuedAt < now - MESSAGE_MAX_AGE_MS) return 'The message is too old: sign a new one'
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now)
    return 'The message has expired: sign a new one'
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now + CLOCK_SKEW_MS)
    return 'The message is not valid yet (Not Before is in the future)'
  return undefined
}

/**
 * When a session of this message ends: its Expiration Time, else Issued At plus 7 days; never more than
 * 30 days after `now`.
 */
export function sessionExpiry(fields: MessageTimes, now: number): Date {
  const wanted =
    fields.expirationTime !== undefined
      ? Date.parse(fields.expirationTime)
      : Date.parse(fields.issuedAt) + DEFAULT_SESSION_MS
  return new Date(Math.min(wanted, now + MAX_SESSION_MS))
}

/** The parts of a message that say whose page it is for (EIP-4361's scheme, domain and URI). */
type MessagePlace = Pick<SiwxMessageFields, 'domain' | 'uri'> & { scheme?: string | undefined }

/**
 * The web origin a message is for: `scheme://domain`, its scheme the message's own or else its URI's, when
 * its URI is on that same origin. Undefined when the three do not name one web origin: a domain with user
 * info, a URI on another origin, a scheme without origins (`urn:`, `did:`, `foo://`). Lower case, default
 * ports dropped, as browsers write an `Origin` header.
 */
export function messageOrigin({ scheme, domain, uri }: MessagePlace): string | undefined {
  const page = parsedUrl(uri)
  if (!page) return undefined
  const stated = parsedUrl(`${scheme ?? page.protocol.slice(0, -1)}://${domain}`)
  if (!stated || stated.origin === 'null' || stated.username !== '' || stated.password !== '')
    return undefined
  if (stated.pathname !== '/' || stated.search !== '' || stated.hash !== '') return undefined
  return page.origin === stated.origin ? stated.origin : undefined
}

/** Whether a request's `Origin` header names the same origin as `origin` (a normalised one). */
export function isSameOrigin(header: string, origin: string): boolean {
  const url = parsedUrl(header)
  return url !== undefined && url.origin !== 'null' && url.origin === origin
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * The CAIP-10 account of a message: the namespace of its family, its chain id (the CAIP-2 reference: an EVM
 * chain id, a Solana cluster's genesis hash prefix), its address as written.
 */
export function accountOf(
  namespace: 'eip155' | 'solana',
  fields: { chainId: number | string; address: string },
): string {
  return `${namespace}:${fields.chainId}:${fields.address}`
}
