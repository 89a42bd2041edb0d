import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  developmentSecrets,
  developmentSecretsFile,
  generateSecrets,
  recoveryKeyFromEnv,
  secretsFromEnv,
} from './secrets.js'

const folder = mkdtempSync(join(tmpdir(), 'foyer-auth-secrets-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const b64 = (byte: number) => Buffer.alloc(32, byte).toString('base64')

describe('secrets', () => {
  test('from the environment: 32 bytes of base64 each; the recovery key is the keeper’s alone', () => {
    const secrets = secretsFromEnv({
      FOYER_AUTH_SHARE_KEY: b64(1),
      FOYER_AUTH_RECOVERY_KEY: b64(2),
      FOYER_AUTH_PEPPER: b64(3),
    })
    expect(secrets.shareKey.equals(Buffer.alloc(32, 1))).toBe(true)
    expect(secrets.pepper.equals(Buffer.alloc(32, 3))).toBe(true)
    expect(Object.keys(secrets).sort()).toEqual(['pepper', 'shareKey'])
    expect(
      recoveryKeyFromEnv({ FOYER_AUTH_RECOVERY_KEY: b64(2) }).equals(Buffer.alloc(32, 2)),
    ).toBe(true)
  })

  test('a missing or malformed one is a ConfigError naming it', () => {
    expect(() => secretsFromEnv({ FOYER_AUTH_SHARE_KEY: b64(1) })).toThrow(
      'FOYER_AUTH_PEPPER is required',
    )
    expect(() => recoveryKeyFromEnv({})).toThrow('FOYER_AUTH_RECOVERY_KEY is required')
    expect(() =>
      secretsFromEnv({ FOYER_AUTH_SHARE_KEY: 'short', FOYER_AUTH_PEPPER: b64(3) }),
    ).toThrow('FOYER_AUTH_SHARE_KEY is not valid')
  })

  test('development secrets never sit in the data folder; an older one there moves out', () => {
    const dataDir = join(folder, 'auth-data')
    const env = { XDG_CONFIG_HOME: join(folder, 'config') }
    const file = developmentSecretsFile(dataDir, env)
    expect(file.startsWith(join(folder, 'config', 'foyer'))).toBe(true)
    expect(file.startsWith(dataDir)).toBe(false)
    // A data folder elsewhere has secrets of its own.
    expect(developmentSecretsFile(join(folder, 'other-data'), env)).not.toBe(file)
    const legacy = join(dataDir, 'secrets.json')
    mkdirSync(dataDir, { recursive: true })
    const old = { shareKey: b64(4), recoveryKey: b64(5), pepper: b64(6) }
    writeFileSync(legacy, JSON.stringify(old))
    const moved = developmentSecrets(file, legacy)
    expect(moved.recoveryKey.equals(Buffer.alloc(32, 5))).toBe(true)
    expect(existsSync(legacy)).toBe(false)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  test('development: made once, kept with mode 0600, the same after a restart', () => {
    const file = join(folder, 'config', 'secrets.json')
    const first = developmentSecrets(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const again = developmentSecrets(file)
    expect(again.shareKey.equals(first.shareKey)).toBe(true)
    expect(again.pepper.equals(first.pepper)).toBe(true)
    expect(first.shareKey.equals(first.recoveryKey)).toBe(false)
    expect(readFileSync(file, 'utf8')).toContain(first.recoveryKey.toString('base64'))
    // A set variable wins over the fallback; missing ones come from it.
    const mixed = secretsFromEnv({ FOYER_AUTH_PEPPER: b64(3) }, () => first)
    expect(mixed.pepper.equals(Buffer.alloc(32, 3))).toBe(true)
    expect(mixed.shareKey.equals(first.shareKey)).toBe(true)
  })

  test('the sponsorship key (issue 37): optional in a deployment, hex; development keeps one, older files gain one', () => {
    const required = { FOYER_AUTH_SHARE_KEY: b64(1), FOYER_AUTH_PEPPER: b64(3) }
    expect(secretsFromEnv(required).sponsorshipKey).toBeUndefined()
    const hex = Buffer.alloc(32, 7).toString('hex')
    expect(
      secretsFromEnv({ ...required, FOYER_AUTH_SPONSORSHIP_KEY: hex }).sponsorshipKey?.toString(
        'hex',
      ),
    ).toBe(hex)
    expect(() => secretsFromEnv({ ...required, FOYER_AUTH_SPONSORSHIP_KEY: b64(7) })).toThrow(
      "FOYER_AUTH_SPONSORSHIP_KEY is not valid: an Ed25519 private key's 32-byte seed in hex",
    )
    const file = join(folder, 'config', 'older.json')
    writeFileSync(file, JSON.stringify({ shareKey: b64(4), recoveryKey: b64(5), pepper: b64(6) }))
    const gained = developmentSecrets(file)
    expect(gained.sponsorshipKey).toHaveLength(32)
    expect(developmentSecrets(file).sponsorshipKey.equals(gained.sponsorshipKey)).toBe(true)
    expect(developmentSecrets(file).shareKey.equals(Buffer.alloc(32, 4))).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // Development without the variable signs with the kept one.
    expect(secretsFromEnv(required, () => gained).sponsorshipKey).toBe(gained.sponsorshipKey)
  })

  test('generated secrets differ each time', () => {
    expect(generateSecrets().shareKey.equals(generateSecrets().shareKey)).toBe(false)
  })
})
