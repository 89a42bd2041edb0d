import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { ConfigError } from '@foyer/server'

/**
 * The auth service's own secrets: the key the devices' auth shares are encrypted with and the pepper
 * one-time codes are hashed with, 32 random bytes each; and, when the operator sponsors gas, the Ed25519 seed
 * sponsorship tokens are signed with (issue 37, FOYER_AUTH_SPONSORSHIP_KEY). The recovery key is not one of
 * them: it belongs to the share keeper, another process (keeper/), and `serve` refuses to hold it in a
 * deployment.
 */
export type AuthSecrets = { shareKey: Buffer; pepper: Buffer; sponsorshipKey?: Buffer | undefined }

/** The secrets a development stack holds all of, since it runs the keeper in its own process. */
export type DevelopmentSecrets = AuthSecrets & { recoveryKey: Buffer; sponsorshipKey: Buffer }

/** The sponsorship tokens' signing key: an Ed25519 seed, 32 bytes in hex. Optional: without it, no tokens. */
export const SPONSORSHIP_KEY_VARIABLE = 'FOYER_AUTH_SPONSORSHIP_KEY'

/** The required secrets. */
type Name = 'shareKey' | 'pepper'

const VARIABLES = {
  shareKey: 'FOYER_AUTH_SHARE_KEY',
  pepper: 'FOYER_AUTH_PEPPER',
} as const satisfies Record<Name, string>

/** The keeper's key, read by `foyer-auth keeper` only. */
export const RECOVERY_KEY_VARIABLE = 'FOYER_AUTH_RECOVERY_KEY'

const ADVICE = '32 random bytes, base64 (for example `openssl rand -base64 32`)'

function decode(variable: string, value: string): Buffer {
  const bytes = Buffer.from(value, 'base64')
  if (bytes.length !== 32 || bytes.toString('base64') !== value.replace(/\s/g, ''))
    throw new ConfigError(`${variable} is not valid: ${ADVICE}`)
  return bytes
}

/** New random secrets (tests, and a development stack without a data folder). */
export function generateSecrets(): DevelopmentSecrets {
  return {
    shareKey: randomBytes(32),
    recoveryKey: randomBytes(32),
    pepper: randomBytes(32),
    // Any 32 bytes are an Ed25519 seed.
    sponsorshipKey: randomBytes(32),
  }
}

/** FOYER_AUTH_SPONSORSHIP_KEY's seed, when set (a ConfigError when malformed). */
function sponsorshipKeyFromEnv(env: NodeJS.ProcessEnv): Buffer | undefined {
  const value = env[SPONSORSHIP_KEY_VARIABLE]
  if (!value) return undefined
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(value))
    throw new ConfigError(
      `${SPONSORSHIP_KEY_VARIABLE} is not valid: an Ed25519 private key's 32-byte seed in hex (for example \`openssl rand -hex 32\`)`,
    )
  return Buffer.from(value.replace(/^0x/, ''), 'hex')
}

/**
 * The secrets from the environment. Outside development each variable is required, and a missing one is a
 * ConfigError naming it; in development a missing one comes from `fallback`. The sponsorship key is optional
 * (no sponsorship without it), and in development comes from `fallback` too.
 */
export function secretsFromEnv(env: NodeJS.ProcessEnv, fallback?: () => AuthSecrets): AuthSecrets {
  const names = Object.keys(VARIABLES) as Name[]
  const missing = names.filter((name) => !env[VARIABLES[name]])
  if (missing.length && !fallback) {
    const variable = VARIABLES[missing[0] as Name]
    throw new ConfigError(
      `${variable} is required: ${ADVICE}; the secrets are ${Object.values(VARIABLES).join(', ')}`,
    )
  }
  const generated = missing.length && fallback ? fallback() : undefined
  const secret = (name: Name) => {
    const value = env[VARIABLES[name]]
    return value ? decode(VARIABLES[name], value) : (generated as AuthSecrets)[name]
  }
  const sponsorshipKey = sponsorshipKeyFromEnv(env) ?? fallback?.().sponsorshipKey
  return {
    shareKey: secret('shareKey'),
    pepper: secret('pepper'),
    ...(sponsorshipKey && { sponsorshipKey }),
  }
}

/** The share keeper's recovery key (FOYER_AUTH_RECOVERY_KEY), required. */
export function recoveryKeyFromEnv(env: NodeJS.ProcessEnv): Buffer {
  const value = env[RECOVERY_KEY_VARIABLE]
  if (!value) throw new ConfigError(`${RECOVERY_KEY_VARIABLE} is required: ${ADVICE}`)
  return decode(RECOVERY_KEY_VARIABLE, value)
}

/**
 * Where a development stack keeps its generated secrets: a file per data folder in the user's own
 * configuration folder (FOYER_AUTH_DEV_SECRETS_FILE to choose another), never in the data folder — a copy of
 * the data folder (a backup, a shared disk, a bug report) must not carry the keys that open it.
 */
export function developmentSecretsFile(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.FOYER_AUTH_DEV_SECRETS_FILE) return env.FOYER_AUTH_DEV_SECRETS_FILE
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config')
  const name = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)
  return join(base, 'foyer', 'dev-secrets', `${name}.json`)
}

/**
 * Development secrets kept in `file` (mode 0600), made on first use: keys must outlive a restart, or the
 * stored shares could no longer be opened. Secrets an older version kept in the data folder
 * (`legacyFile`) are moved out on first use.
 */
export function developmentSecrets(file: string, legacyFile?: string): DevelopmentSecrets {
  if (!existsSync(file) && legacyFile && existsSync(legacyFile)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    writeFileSync(file, readFileSync(legacyFile), { mode: 0o600, flag: 'wx' })
    rmSync(legacyFile)
  }
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<
      Record<keyof DevelopmentSecrets, string>
    >
    const secrets = {
      shareKey: decode(`${file}: shareKey`, stored.shareKey ?? ''),
      recoveryKey: decode(`${file}: recoveryKey`, stored.recoveryKey ?? ''),
      pepper: decode(`${file}: pepper`, stored.pepper ?? ''),
      sponsorshipKey: stored.sponsorshipKey
        ? decode(`${file}: sponsorshipKey`, stored.sponsorshipKey)
        : randomBytes(32),
    }
    // A file an older version wrote has no sponsorship key: the one made now is kept from here on.
    if (!stored.sponsorshipKey) writeSecrets(file, secrets, 'w')
    return secrets
  }
  const secrets = generateSecrets()
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  writeSecrets(file, secrets, 'wx')
  return secrets
}

function writeSecrets(file: string, secrets: DevelopmentSecrets, flag: 'w' | 'wx'): void {
  const text = JSON.stringify(
    Object.fromEntries(
      Object.entries(secrets).map(([name, value]) => [name, value.toString('base64')]),
    ),
  )
  writeFileSync(file, `${text}\n`, { mode: 0o600, flag })
  chmodSync(file, 0o600)
}
