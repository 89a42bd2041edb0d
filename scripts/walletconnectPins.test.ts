import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// WalletConnect's SDKs after 2.21.8 (and @reown/walletkit from 1.3.0) carry a licence that requires their
// vendor's own relay network: it would forbid our local relay and bind our users. Every lock file must
// resolve the Apache-2.0 releases (docs/decisions.md, "WalletConnect pinned to 2.21.8").
const PINNED = '2.21.8'
const LOCKS = ['package-lock.json']
/** The SDK's own packages, released together under one version. */
const SDK = new Set(
  ['core', 'sign-client', 'universal-provider', 'types', 'utils', 'ethereum-provider'].map(
    (name) => `@walletconnect/${name}`,
  ),
)
const PERMISSIVE = new Set(['Apache-2.0', 'MIT', 'ISC', '0BSD', 'BSD-2-Clause', 'BSD-3-Clause'])

type Lock = { packages: Record<string, { version?: string; license?: string }> }

test('every @walletconnect SDK package resolves to 2.21.8, and nothing of theirs has another licence', () => {
  let seen = 0
  for (const file of LOCKS) {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', file), 'utf8')) as Lock
    for (const [path, entry] of Object.entries(lock.packages)) {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
      if (name.startsWith('@reown/walletkit'))
        expect(entry.version, `${file}: ${path}`).toMatch(/^1\.[0-2]\./)
      if (!name.startsWith('@walletconnect/')) continue
      seen++
      // Helpers (jsonrpc-*, logger, time, …) have versions of their own, all MIT.
      if (SDK.has(name)) expect(entry.version, `${file}: ${path}`).toBe(PINNED)
      expect(PERMISSIVE.has(entry.license ?? ''), `${file}: ${path} is ${entry.license}`).toBe(true)
    }
  }
  expect(seen).toBeGreaterThan(5)
})
