import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ConfigError } from '@foyer/server'

/**
 * The service's own secrets: the key the devices' auth shares are encrypted with, a different key for the
 * recovery shares, and the pepper one-time codes are hashed with. 32 random bytes each.
 */
export type AuthSecrets = { shareKey: Buffer; recoveryKey: Buffer; pepper: Buffer }

const VARIABLES = {
  shareKey: 'FOYER_AUTH_SHARE_KEY',
  recoveryKey: 'FOYER_AUTH_RECOVERY_KEY',
  pepper: 'FOYER_AUTH_PEPPER',
} as const satisfies Record<keyof AuthSecrets, string>

type Name = keyof AuthSecrets

function decode(variable: string, value: string): Buffer {
  const bytes = Buffer.from(value, 'base64')
  if (bytes.length !== 32 || bytes.toString('base64') !== value.replace(/\s/g, ''))
    throw new ConfigError(
      `${variable} is not valid: 32 random bytes, base64 (for example \`openssl rand -base64 32\`)`,
    )
  return bytes
}

function checked(secrets: AuthSecrets): AuthSecrets {
  if (secrets.shareKey.equals(secrets.recoveryKey))
    throw new ConfigError(
      `${VARIABLES.shareKey} and ${VARIABLES.recoveryKey} must be different keys`,
    )
  return secrets
}

/** New random secrets (tests, and a development stack without a data folder). */
export function generateSecrets(): AuthSecrets {
  return { shareKey: randomBytes(32), recoveryKey: randomBytes(32), pepper: randomBytes(32) }
}

/**
 * The secrets from the environment. Outside development each variable is required, and a missing one is a
 * ConfigError naming it; in development a missing one comes from `fallback`.
 */
export function secretsFromEnv(env: NodeJS.ProcessEnv, fallback?: () => AuthSecrets): AuthSecrets {
  const names = Object.keys(VARIABLES) as Name[]
  const missing = names.filter((name) => !env[VARIABLES[name]])
  if (missing.length && !fallback) {
    const variable = VARIABLES[missing[0] as Name]
    throw new ConfigError(
      `${variable} is required: 32 random bytes, base64 (for example \`openssl rand -base64 32\`); the three secrets are ${Object.values(VARIABLES).join(', ')}`,
    )
  }
  const generated = missing.length && fallback ? fallback() : undefined
  const secret = (name: Name) => {
    const value = env[VARIABLES[name]]
    return value ? decode(VARIABLES[name], value) : (generated as AuthSecrets)[name]
  }
  return checked({
    shareKey: secret('shareKey'),
    recoveryKey: secret('recoveryKey'),
    pepper: secret('pepper'),
  })
}

/**
 * Development secrets kept in a file of the data folder (mode 0600), made on first use: keys must outlive a
 * restart, or the stored shares could no longer be opened.
 */
export function developmentSecrets(file: string): AuthSecrets {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<Name, string>
    return checked({
      shareKey: decode(`${file}: shareKey`, stored.shareKey),
      recoveryKey: decode(`${file}: recoveryKey`, stored.recoveryKey),
      pepper: decode(`${file}: pepper`, stored.pepper),
    })
  }
  const secrets = generateSecrets()
  mkdirSync(dirname(file), { recursive: true })
  const text = JSON.stringify(
    Object.fromEntries(
      Object.entries(secrets).map(([name, value]) => [name, value.toString('base64')]),
    ),
  )
  writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return secrets
}
