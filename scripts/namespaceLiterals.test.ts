import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Non-test sources under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '_test' || name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

// Core and the modal ask the namespace table what a namespace can do (SPEC §6 as data); only the table,
// and the adapters, name one. A literal elsewhere is a rule hard-coded for one chain family.
test('no namespace literal in core or react outside the namespace table', () => {
  const offenders = ['packages/core/src', 'packages/react/src']
    .flatMap((dir) => sources(resolve(repo, dir)))
    .filter((file) => !file.endsWith('namespaces/table.ts'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(repo, file)}:${index + 1}` }))
        .filter(({ line }) => /['"`](eip155|solana|bip122|polkadot|cosmos)['"`]/.test(line))
        .map(({ at }) => at),
    )
  expect(offenders).toEqual([])
})
