import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { importCycles, importGraph } from './importGraph.js'
import { workspaceEntries } from './workspaceEntries.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// Workspace packages resolve to their sources (every entry of every workspace package, from its
// `exports`), so a cycle across packages is found too.
const packages = workspaceEntries(repo)

test('no import cycle in the packages and services (static, type-only or import())', () => {
  const graph = importGraph(repo, ['packages', 'services', 'devnet/src'], packages)
  expect(graph.size).toBeGreaterThan(200)
  expect(importCycles(graph)).toEqual([])
})

test('the check finds a cycle through import()', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ])
  expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  // And it reads import() as an edge: the modal's loader is one.
  const real = importGraph(repo, ['packages/react/src/modal'], packages)
  expect(real.get('packages/react/src/modal/send/views.ts')).toContain(
    'packages/react/src/modal/send/sendChunk.tsx',
  )
})

test('the graph resolves every entry of every workspace package, subpaths included', () => {
  expect(packages).toMatchObject({
    '@foyer/core': 'packages/core/src/exports/index.ts',
    '@foyer/core/caip': 'packages/core/src/exports/caip.ts',
    '@foyer/embedded/frame': 'packages/embedded/src/exports/frame.ts',
    '@foyer/appkit/react': expect.stringMatching(/^packages\/appkit\/src\//),
    '@foyer/devnet/node': 'devnet/src/node.ts',
    '@foyer/auth': 'services/auth/src/exports/index.ts',
    '@foyer/relay': 'services/relay/src/exports/index.ts',
    '@foyer/server/testing/postgres': 'services/server/src/testing/newPostgresDatabase.ts',
  })
  // Apps have no exports: nothing imports them.
  expect(Object.keys(packages).filter((name) => name.startsWith('@foyer/demo'))).toEqual([])
})
