import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { importGraph } from './importGraph.js'
import { workspaceEntries } from './workspaceEntries.js'

// docs/architecture.md, "The house": arrows point down only. `react → core`, `evm/solana → core`,
// `embedded → core`; never `core → react`, `core → evm|solana`, any package → `services/`, `services/* →
// packages/react`. The cycle test (importCycles.test.ts) finds loops; this one finds an arrow pointing the
// wrong way before it closes one. Every kind of import counts (type-only and import() too).

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What each part of the repository may import besides itself. A part not listed fails the test, so a new
 * package says where it stands. The development parts (devnet, the test helpers, apps) sit at the bottom
 * and the top of the graph; services reach the devnet only from their `src/dev/` (production.test.ts).
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'packages/core': [],
  'packages/embedded': ['packages/core'],
  'packages/evm': ['packages/core', 'packages/embedded'],
  'packages/solana': ['packages/core', 'packages/embedded'],
  // The modal reaches adapters only through core's adapter interface.
  'packages/react': ['packages/core'],
  'packages/appkit': ['packages/core', 'packages/react', 'packages/evm', 'packages/solana'],
  'packages/test': ['devnet/src', 'packages/core', 'packages/embedded'],
  'devnet/src': ['packages/core', 'packages/embedded'],
  'services/server': ['packages/core'],
  'services/api': ['services/server', 'packages/core', 'devnet/src'],
  'services/auth': ['services/server', 'packages/core', 'packages/embedded', 'devnet/src'],
  'services/relay': ['services/server', 'packages/core'],
  'apps/demo': [
    'packages/core',
    'packages/evm',
    'packages/solana',
    'packages/react',
    'packages/test',
    'devnet/src',
  ],
  'apps/headless': [
    'packages/core',
    'packages/evm',
    'packages/react',
    'packages/test',
    'devnet/src',
  ],
  'apps/appkit-sample': ['packages/appkit'],
}

/** The part a file belongs to: `packages/core`, `services/api`, `devnet/src`, `apps/demo`. */
const partOf = (file: string) => file.split('/').slice(0, 2).join('/')

/** Every import from one part into another that MAY_IMPORT does not allow, as `from → to`. */
function upwardArrows(graph: Map<string, string[]>): string[] {
  const wrong = new Set<string>()
  for (const [file, imports] of graph) {
    const from = partOf(file)
    const allowed = MAY_IMPORT[from]
    if (!allowed) {
      wrong.add(`${from} is not in MAY_IMPORT`)
      continue
    }
    for (const target of imports) {
      const to = partOf(target)
      if (to !== from && !allowed.includes(to))
        wrong.add(`${from} → ${to} (${file} imports ${target})`)
    }
  }
  return [...wrong].sort()
}

test('arrows point down: no part imports one above it', () => {
  const graph = importGraph(
    repo,
    ['packages', 'services', 'devnet/src', 'apps'],
    workspaceEntries(repo),
  )
  expect(graph.size).toBeGreaterThan(500)
  expect(upwardArrows(graph)).toEqual([])
})

test('the check finds core importing react, and a package reaching into services', () => {
  const graph = new Map([
    ['packages/core/src/actions/send.ts', ['packages/react/src/hooks/useSend.ts']],
    ['packages/evm/src/rpc.ts', ['services/api/src/limits.ts', 'packages/core/src/adapter.ts']],
    ['packages/react/src/hooks/useSend.ts', ['packages/core/src/actions/send.ts']],
  ])
  expect(upwardArrows(graph)).toEqual([
    'packages/core → packages/react (packages/core/src/actions/send.ts imports packages/react/src/hooks/useSend.ts)',
    'packages/evm → services/api (packages/evm/src/rpc.ts imports services/api/src/limits.ts)',
  ])
})
