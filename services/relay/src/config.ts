import { ConfigError, jsonFromEnv, trustProxyFromEnv } from '@foyer/server'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import type { RelayOptions } from './relay.js'

/** `FOYER_RELAY_LIMITS`: some of the limits, each a positive integer. */
function parseLimits(value: unknown): Partial<RelayLimits> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected an object of limits')
  for (const [name, limit] of Object.entries(value)) {
    if (!Object.hasOwn(DEFAULT_RELAY_LIMITS, name))
      throw new Error(
        `unknown limit ${name} (known: ${Object.keys(DEFAULT_RELAY_LIMITS).join(', ')})`,
      )
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
      throw new Error(`${name} must be a positive integer`)
  }
  return value as Partial<RelayLimits>
}

/** An origin as pages send it: scheme://host[:port], a `*` allowed as a whole label. */
const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/

/** The relay's settings from the environment (docs/operations.md, "The WalletConnect relay"). */
export function relayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RelayOptions {
  const allowedOrigins = (env.FOYER_RELAY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const malformed = allowedOrigins.find((origin) => !ORIGIN.test(origin))
  if (malformed)
    throw new ConfigError(
      `FOYER_RELAY_ALLOWED_ORIGINS: ${malformed} is not an origin (scheme://host[:port], no path)`,
    )
  const apiUrl = env.FOYER_RELAY_API_URL || undefined
  if (apiUrl && !URL.canParse(apiUrl))
    throw new ConfigError(
      'FOYER_RELAY_API_URL is not a URL (the data service, http(s)://host[:port])',
    )
  return {
    allowedOrigins,
    apiUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    limits: jsonFromEnv('FOYER_RELAY_LIMITS', parseLimits, env) ?? {},
    trustProxy: trustProxyFromEnv(env),
  }
}
