import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { importCycles, importGraph } from './importGraph.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// Workspace packages resolve to their sources, so a cycle across packages is found too.
const packages = {
  '@foyer/core': 'packages/core/src/exports/index.ts',
  '@foyer/core/api': 'packages/core/src/exports/api.ts',
  '@foyer/core/caip': 'packages/core/src/exports/caip.ts',
  '@foyer/core/siwx': 'packages/core/src/exports/siwx.ts',
  '@foyer/evm': 'packages/evm/src/exports/index.ts',
  '@foyer/solana': 'packages/solana/src/exports/index.ts',
  '@foyer/react': 'packages/react/src/exports/index.ts',
  '@foyer/server': 'services/server/src/exports/index.ts',
  '@foyer/api': 'services/api/src/exports/index.ts',
  '@foyer/api/dev': 'services/api/src/exports/dev.ts',
}

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
