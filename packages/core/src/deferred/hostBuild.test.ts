// @vitest-environment node
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { expect, test } from 'vitest'

const host = resolve(dirname(fileURLToPath(import.meta.url)), '../_test/host')

// The deferred parts load through createFoyer's own import(), so a host without @foyer/react (nothing to
// register a loader) gets them too, in a chunk of their own that the page fetches after its entry; and that
// chunk splits nothing out of the host's entry (docs/decisions.md, "What an instance starts after
// createFoyer"). @foyer/react's hostBuild.test.ts checks the same with the modal's chunks beside it.
test('a host of core alone loads the deferred parts lazily, and its entry stays one file', async () => {
  const output = (await build({
    configFile: false,
    root: host,
    logLevel: 'silent',
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const holds = (chunk: Rolldown.OutputChunk, path: string) =>
    Object.keys(chunk.modules).some((id) => id.endsWith(path))

  expect(entry.imports).toEqual([])
  const deferred = chunks.find((chunk) => holds(chunk, '/deferred/deferredParts.ts'))
  expect(deferred?.isEntry).toBe(false)
  expect(entry.dynamicImports).toContain(deferred?.fileName)
  for (const path of ['/options/availability.ts', '/signInReactions.ts', '/actions/services.ts'])
    expect(holds(entry, path)).toBe(false)
  expect(holds(entry, '/createFoyer.ts')).toBe(true)
}, 60_000)
