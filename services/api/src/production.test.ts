import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '@foyer/server'
import { PROCESS_HANG_GUARD_MS } from '@foyer/server/testing/processHangGuard'
import { expect, test } from 'vitest'
import { importGraph, reachable } from '../../../scripts/importGraph.js'
import { workspaceEntries } from '../../../scripts/workspaceEntries.js'
import { withEnvironment } from '../../server/src/_test/withEnvironment.js'
import { configuredService } from './commands/context.js'

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

/** The settings a deployment's process starts without: the test runner's own are not passed on. */
const NOT_INHERITED = ['FOYER_API_CHAINS', 'FOYER_ENV', 'NODE_ENV', 'VITEST'] as const

/** Runs `foyer-api serve` as a deployment would: not in development. */
function serve(env: Record<string, string>) {
  const rest = { ...process.env }
  for (const name of NOT_INHERITED) delete rest[name]
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/api/src/cli.ts', 'serve', '--port', '0'],
    {
      cwd: repo,
      env: { ...rest, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: PROCESS_HANG_GUARD_MS,
    },
  )
}

/**
 * The message `serve`'s settings check refuses the environment `serve()` gives its process with, checked in
 * this one (what the command line prints after `foyer-api serve: `): a start costs ~4 s of CPU, so one start
 * shows the command line's refusal and the other cases go through the same check here (issue 38).
 */
async function refusal(env: Record<string, string>): Promise<string> {
  const deployment = Object.fromEntries(NOT_INHERITED.map((name) => [name, undefined]))
  const error = await withEnvironment({ ...deployment, NODE_ENV: 'production', ...env }, () =>
    configuredService(0).then(
      () => new Error('the settings were accepted'),
      (thrown: unknown) => thrown,
    ),
  )
  if (!(error instanceof ConfigError)) throw error
  return error.message
}

test(
  'outside development the service refuses to start without its chains, and says which variable',
  async () => {
    const missing = serve({})
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('foyer-api serve: FOYER_API_CHAINS is required')
    expect(await refusal({ FOYER_API_CHAINS: '[{"id":"one"}]' })).toContain(
      'FOYER_API_CHAINS is not valid',
    )
    const badBundler = await refusal({
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
    expect(badBundler).toContain(
      'FOYER_API_CHAINS is not valid: 0.bundlerUrl expected an http(s) URL',
    )
  },
  PROCESS_HANG_GUARD_MS,
)

test('NODE_ENV=development without FOYER_ENV is a deployment: no devnet, no ENS dev signer, no sandbox treasury', async () => {
  expect(await refusal({ NODE_ENV: 'development' })).toContain('FOYER_API_CHAINS is required')
})
