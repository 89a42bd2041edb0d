/** Configuration that is missing or malformed; the message names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * True when the process runs for development (`npm start`, the tests that want the devnet's defaults):
 * `FOYER_ENV=development`, and nothing else. NODE_ENV does not count: it is set by tools and hosting
 * platforms for their own reasons (a staging box often runs with NODE_ENV=development), and development
 * here means generated secrets, the devnet's ENS signer and the onramp sandbox's treasury. A deployed
 * service is not in development, and refuses to start on development defaults (the devnet's chains, say).
 */
export function isDevelopment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FOYER_ENV === 'development'
}

/**
 * An environment variable read as JSON and checked by `parse` (which throws on a bad shape); undefined when
 * unset. A parse failure is a ConfigError naming the variable.
 */
export function jsonFromEnv<T>(
  name: string,
  parse: (value: unknown) => T,
  env: NodeJS.ProcessEnv = process.env,
): T | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  try {
    return parse(JSON.parse(raw))
  } catch (error) {
    throw new ConfigError(
      `${name} is not valid: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** FOYER_TRUST_PROXY: how many proxies in front add to X-Forwarded-For (0, the default, trusts none). */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.FOYER_TRUST_PROXY ?? '0'
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new ConfigError(
      `FOYER_TRUST_PROXY: expected a number of proxies from 0 to 10, got ${value}`,
    )
  return hops
}
