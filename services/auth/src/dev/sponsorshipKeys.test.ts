import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sponsorshipPublicKeyOf } from '@foyer/server'
import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { developmentSecrets, developmentSecretsFile } from '../config/secrets.js'
import { devSponsorshipKeys } from './devStack.js'

// `npm start`'s sponsorship keys (issue 37): the data service gets the public half of the key the dev auth
// service signs with — the one kept with the data folder's other development secrets.

const folder = mkdtempSync(join(tmpdir(), 'foyer-dev-sponsorship-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
afterEach(() => {
  vi.unstubAllEnvs()
})

test('with a data folder: the development secrets’ key, the same after a restart; its public half matches', () => {
  vi.stubEnv('XDG_CONFIG_HOME', join(folder, 'config'))
  const dataDir = join(folder, 'auth-data')
  const keys = devSponsorshipKeys(dataDir)
  expect(devSponsorshipKeys(dataDir)).toEqual(keys)
  expect(keys.publicKey).toBe(sponsorshipPublicKeyOf(keys.privateKey))
  const stored = developmentSecrets(developmentSecretsFile(dataDir))
  expect(stored.sponsorshipKey.toString('hex')).toBe(keys.privateKey)
})

test('without one (the browser tests): a new pair each time', () => {
  const first = devSponsorshipKeys()
  expect(first.publicKey).toBe(sponsorshipPublicKeyOf(first.privateKey))
  expect(devSponsorshipKeys().privateKey).not.toBe(first.privateKey)
})
