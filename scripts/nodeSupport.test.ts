// Issue 40, newcomer 7: the docs say which Node Foyer needs and why npm or `npm start` may still mention
// Node 22. This keeps them true: the minimum is package.json's, and every dependency the lock says wants a
// newer Node is named in the README (a new one fails here until the README explains it).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { admits, dependenciesWantingNewer, minimumNode } from './nodeSupport.js'

const root = join(import.meta.dirname, '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

test('npm ranges are read as npm reads them', () => {
  expect(admits('>=22', '20.19.0')).toBe(false)
  expect(admits('>=22.12.0', '22.11.0')).toBe(false)
  expect(admits('^20.19.0 || >=22.12.0', '20.19.0')).toBe(true)
  expect(admits('>= 10.x', '20.19.0')).toBe(true)
  expect(admits('>=6 <7 || >=8', '7.1.0')).toBe(false)
  expect(admits('20 || >=22', '21.0.0')).toBe(false)
  expect(admits('*', '20.19.0')).toBe(true)
})

test('the README and the guides give package.json’s minimum Node', () => {
  const minimum = minimumNode(root)
  expect(minimum).toBe('20.19')
  expect(read('README.md')).toContain(`Node ${minimum} or newer`)
  expect(read('site/guide/getting-started.md')).toContain(`Node ${minimum} or newer`)
  expect(read('site/production/index.md')).toContain(`Node (${minimum}+)`)
  expect(read('site/production/self-hosting.md')).toContain(`Node ${minimum}+`)
})

test('every dependency that wants a newer Node than the minimum is named in the README', () => {
  const readme = read('README.md')
  const wanting = dependenciesWantingNewer(root, `${minimumNode(root)}.0`)
  expect(wanting.length).toBeGreaterThan(0)
  for (const { name, wants } of wanting)
    expect(readme, `${name} wants Node ${wants}`).toContain(`\`${name}\``)
  // And the warning `npm start` prints, from a package that declares no engines.
  expect(readme).toContain('oidc-provider WARNING: Unsupported runtime')
})
