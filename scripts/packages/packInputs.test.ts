import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { packInputsHash } from './packInputs.js'
import { PUBLISHABLE } from './publishable.js'

const root = mkdtempSync(join(tmpdir(), 'foyer-pack-inputs-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
for (const folder of PUBLISHABLE) {
  write(`packages/${folder}/package.json`, `{"name":"@foyer/${folder}"}`)
  write(`packages/${folder}/src/index.ts`, 'export const a = 1')
}
write('scripts/packages/buildJavaScript.ts', 'export {}')
write('package-lock.json', '{}')

// A stale tarball passing for a fresh one would hide a packaging bug from packages.spec.ts (issue 38).
test('the pack inputs hash changes with any source, manifest, build script or lock file, and with a rename', () => {
  const first = packInputsHash(root)
  expect(packInputsHash(root)).toBe(first)
  for (const path of [
    'packages/core/src/index.ts',
    'packages/appkit/package.json',
    'scripts/packages/buildJavaScript.ts',
    'package-lock.json',
  ]) {
    write(path, `${path} changed`)
    expect(packInputsHash(root), path).not.toBe(first)
  }
  const changed = packInputsHash(root)
  renameSync(join(root, 'packages/evm/src/index.ts'), join(root, 'packages/evm/src/other.ts'))
  expect(packInputsHash(root)).not.toBe(changed)
})

test("a package's build output and API report are not inputs; src/api is", () => {
  const before = packInputsHash(root)
  write('packages/core/dist/index.js', 'built')
  write('packages/core/api/core.api.md', 'report')
  expect(packInputsHash(root)).toBe(before)
  write('packages/core/src/api/client.ts', 'export {}')
  expect(packInputsHash(root)).not.toBe(before)
})
