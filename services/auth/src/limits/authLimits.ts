import { createRateLimiter, type RateLimitStore } from '@foyer/server'
import type { Clock } from '../clock.js'
import { MAILS_PER_ADDRESS, STARTS_PER_CLIENT, VERIFIES_PER_START } from '../rules.js'

/**
 * The auth service's rate limits: each `take` throws (in memory) or rejects (in the database) with the kit's
 * 429 RATE_LIMITED and Retry-After, worded for the visitor (the frame shows the text as it is).
 */
export type AuthLimits = {
  /** A mail to `email` (codes and device links): at most 10 an hour. */
  mail(email: string): Promise<void> | void
  /** A login start (e-mail, e-mail change, passkey, social, Farcaster) from a client address: 30 per 10 minutes unless configured. */
  start(clientIp: string): Promise<void> | void
  /**
   * A typed code (login or e-mail change) from a client address: twice its starts (60 per 10 minutes unless
   * configured), so one network cannot try codes for many addresses at once.
   */
  verify(clientIp: string): Promise<void> | void
}

/** Whole minutes, as the visitor reads a long wait. */
function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60)
  return count === 1 ? '1 minute' : `${count} minutes`
}

/**
 * The limits on the kit's limiter: counted in `auth_rate_limit_windows` on PostgreSQL (every instance shares
 * them), in this process's memory on PGlite (which one process has to itself). Make them once per service:
 * in memory the counts are the limiter's.
 */
export function authLimits({
  database,
  startsPerClient = STARTS_PER_CLIENT.limit,
  now,
}: {
  database: RateLimitStore
  startsPerClient?: number | undefined
  now: Clock
}): AuthLimits {
  const options = { store: database, table: 'auth_rate_limit_windows', now }
  const mails = createRateLimiter(MAILS_PER_ADDRESS, {
    ...options,
    scope: 'mail:',
    message: (seconds) =>
      `Too many e-mails were sent to this address. Please try again in ${minutes(seconds)}.`,
  })
  const starts = createRateLimiter(
    { ...STARTS_PER_CLIENT, limit: startsPerClient },
    {
      ...options,
      scope: 'client:',
      message: (seconds) =>
        `Too many sign-in attempts from your network. Please try again in ${minutes(seconds)}.`,
    },
  )
  const verifies = createRateLimiter(
    { ...STARTS_PER_CLIENT, limit: startsPerClient * VERIFIES_PER_START },
    {
      ...options,
      scope: 'verify:',
      message: (seconds) =>
        `Too many codes were tried from your network. Please try again in ${minutes(seconds)}.`,
    },
  )
  return {
    mail: (email) => mails.take(email),
    start: (clientIp) => starts.take(clientIp),
    verify: (clientIp) => verifies.take(clientIp),
  }
}
