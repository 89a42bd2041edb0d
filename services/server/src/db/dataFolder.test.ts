import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { defaultDataFolder } from './dataFolder.js'

const root = mkdtempSync(join(tmpdir(), 'foyer-data-folder-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('an operator command in a subfolder opens the folder the service at the root uses', () => {
  const service = join(root, 'services', 'api')
  mkdirSync(service, { recursive: true })
  // Nothing yet: the working directory's own folder.
  expect(defaultDataFolder('api-data', service)).toBe(join(service, '.foyer', 'api-data'))
  // `npm start` at the root made its folder: a command from services/api finds it, not a second database.
  mkdirSync(join(root, '.foyer', 'api-data'), { recursive: true })
  expect(defaultDataFolder('api-data', service)).toBe(join(root, '.foyer', 'api-data'))
  expect(defaultDataFolder('api-data', root)).toBe(join(root, '.foyer', 'api-data'))
  // Each service's folder is found by its own name.
  expect(defaultDataFolder('auth-data', service)).toBe(join(service, '.foyer', 'auth-data'))
})
