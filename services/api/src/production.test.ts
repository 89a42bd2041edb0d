import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { importGraph, reachable } from '../../../scripts/importGraph.js'
import { workspaceEntries } from '../../../scripts/workspaceEntries.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

test('nothing a deployment loads reaches the devnet: it is a development dependency only', () => {
  const graph = importGraph(
    repo,
    ['services/api/src', 'services/server/src', 'packages/core/src'],
    workspaceEntries(repo),
    { dynamic: false },
  )
  const commands = readdirSync(resolve(repo, 'services/api/src/commands'))
    .filter((file) => !file.includes('.test.'))
    .map((file) => `services/api/src/commands/${file}`)
  const loaded = reachable(graph, [
    'services/api/src/cli.ts',
    'services/api/src/exports/index.ts',
    ...commands,
  ])
  expect(loaded.has('services/api/src/app.ts')).toBe(true)
  expect(
    [...loaded].filter((file) => file.startsWith('devnet/') || file.includes('/src/dev/')),
  ).toEqual([])
  // …while the dev stack does reach it, so the check can see it.
  expect(reachable(graph, ['services/api/src/exports/dev.ts']).has('devnet/src/index.ts')).toBe(
    true,
  )
})

/** Runs `foyer-api serve` as a deployment would: not in development. */
function serve(env: Record<string, string>) {
  const { FOYER_API_CHAINS, FOYER_ENV, NODE_ENV, VITEST, ...rest } = process.env
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/api/src/cli.ts', 'serve', '--port', '0'],
    {
      cwd: repo,
      env: { ...rest, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    },
  )
}

test('outside development the service refuses to start without its chains, and says which variable', () => {
  const missing = serve({})
  expect(missing.status).toBe(1)
  expect(missing.stderr).toContain('foyer-api serve: FOYER_API_CHAINS is required')
  const malformed = serve({ FOYER_API_CHAINS: '[{"id":"one"}]' })
  expect(malformed.status).toBe(1)
  expect(malformed.stderr).toContain('FOYER_API_CHAINS is not valid')
  const badBundler = serve({
    FOYER_API_CHAINS: JSON.stringify([
      {
        id: 1,
        name: 'Ethereum',
        rpcUrl: 'https://rpc.example.org',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        bundlerUrl: 'ftp://bundler.example.org',
      },
    ]),
  })
  expect(badBundler.status).toBe(1)
  expect(badBundler.stderr).toContain(
    'FOYER_API_CHAINS is not valid: 0.bundlerUrl expected an http(s) URL',
  )
}, 60_000)

test('NODE_ENV=development without FOYER_ENV is a deployment: no devnet, no ENS dev signer, no sandbox treasury', () => {
  const staging = serve({ NODE_ENV: 'development' })
  expect(staging.status).toBe(1)
  expect(staging.stderr).toContain('foyer-api serve: FOYER_API_CHAINS is required')
})
