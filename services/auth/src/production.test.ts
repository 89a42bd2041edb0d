import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, parseArgs } from '@foyer/server'
import { PROCESS_HANG_GUARD_MS } from '@foyer/server/testing/processHangGuard'
import { expect, test, vi } from 'vitest'
import { importGraph, reachable } from '../../../scripts/importGraph.js'
import { workspaceEntries } from '../../../scripts/workspaceEntries.js'
import { withEnvironment } from '../../server/src/_test/withEnvironment.js'
import { configuredAuth } from './commands/context.js'
import { run as keeper } from './commands/keeper.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

test('nothing a deployment loads reaches the dev stack (mail sink, devnet): they are development only', () => {
  const graph = importGraph(
    repo,
    ['services/auth/src', 'services/server/src', 'packages/core/src'],
    workspaceEntries(repo),
    { dynamic: false },
  )
  const commands = readdirSync(resolve(repo, 'services/auth/src/commands'))
    .filter((file) => !file.includes('.test.'))
    .map((file) => `services/auth/src/commands/${file}`)
  const loaded = reachable(graph, [
    'services/auth/src/cli.ts',
    'services/auth/src/exports/index.ts',
    ...commands,
  ])
  expect(loaded.has('services/auth/src/app.ts')).toBe(true)
  expect(
    [...loaded].filter((file) => file.startsWith('devnet/') || file.includes('/src/dev/')),
  ).toEqual([])
  // …while the dev stack does reach them, so the check can see them.
  const dev = reachable(graph, ['services/auth/src/exports/dev.ts'])
  expect(dev.has('services/auth/src/dev/mailSink.ts')).toBe(true)
  expect(dev.has('devnet/src/node.ts')).toBe(true)
})

// Each start is a new node with tsx loading the service: ~4 s of CPU, ~10 s at load 5, ~15 s at load 20
// (session 25). So one start per command shows the command line's refusal (exit 1, the message on stderr);
// every other case goes through the same checks in this process (issue 38: the fourteen starts this test
// once made were the services project's slowest file). The guard is there to catch a hang, not to time a
// start.
const START_GUARD_MS = PROCESS_HANG_GUARD_MS

/** The settings a deployment's process starts without: the test runner's own are not passed on. */
const NOT_INHERITED = [
  'FOYER_ENV',
  'NODE_ENV',
  'VITEST',
  'FOYER_AUTH_API_URL',
  'FOYER_AUTH_PUBLIC_API_URL',
  'FOYER_AUTH_PUBLIC_URL',
  'FOYER_AUTH_CHAINS',
  'FOYER_SMTP_URL',
  'FOYER_MAIL_FROM',
  'FOYER_AUTH_FRAME_DIR',
  'FOYER_AUTH_SHARE_KEY',
  'FOYER_AUTH_RECOVERY_KEY',
  'FOYER_AUTH_PEPPER',
  'FOYER_AUTH_KEEPER_URL',
  'FOYER_AUTH_KEEPER_TOKEN',
] as const

/** Runs `foyer-auth serve` (or `keeper`) as a deployment would: not in development. */
function serve(env: Record<string, string>, command: 'serve' | 'keeper' = 'serve') {
  const rest = { ...process.env }
  for (const name of NOT_INHERITED) delete rest[name]
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/auth/src/cli.ts', command, '--port', '0'],
    {
      cwd: repo,
      env: { ...rest, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: START_GUARD_MS,
    },
  )
}

/**
 * What a command refuses to start with in the environment `serve()` gives its process, checked in this
 * one: the ConfigError's message (what the command line prints after `foyer-auth <command>: `) and what it
 * warned on the way. Fails when the check lets the environment through.
 */
async function refusal(
  env: Record<string, string>,
  check: () => Promise<unknown> = () => configuredAuth(0),
): Promise<{ message: string; warned: string }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const deployment = Object.fromEntries(NOT_INHERITED.map((name) => [name, undefined]))
  try {
    const error = await withEnvironment({ ...deployment, NODE_ENV: 'production', ...env }, () =>
      check().then(
        () => new Error('the settings were accepted'),
        (thrown: unknown) => thrown,
      ),
    )
    if (!(error instanceof ConfigError)) throw error
    return { message: error.message, warned: warn.mock.calls.flat().join('\n') }
  } finally {
    warn.mockRestore()
  }
}

const configured = {
  FOYER_AUTH_API_URL: 'https://api.example.org',
  FOYER_AUTH_PUBLIC_URL: 'https://auth.example.org',
  FOYER_SMTP_URL: 'smtp://smtp.example.org:587',
  FOYER_MAIL_FROM: 'Foyer <no-reply@example.org>',
  FOYER_AUTH_FRAME_DIR: '/srv/foyer/frame',
  FOYER_AUTH_CHAINS: JSON.stringify([
    {
      id: 1,
      name: 'Ethereum',
      rpcUrl: 'https://rpc.example.org',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ]),
}

test(
  'outside development `serve` and `keeper` refuse to start without their settings: exit 1, the variable named',
  () => {
    const bare = serve({})
    expect(bare.status).toBe(1)
    expect(bare.stderr).toContain('foyer-auth serve: FOYER_AUTH_API_URL is required')
    // The keeper itself needs its key (and, below, the auth service's token).
    const bareKeeper = serve({}, 'keeper')
    expect(bareKeeper.status).toBe(1)
    expect(bareKeeper.stderr).toContain('foyer-auth keeper: FOYER_AUTH_RECOVERY_KEY is required')
  },
  3 * START_GUARD_MS,
)

test('outside development the service refuses to start without its settings and secrets, naming each', async () => {
  // Without chains it goes on with SPEC §9's public ones, saying so (and stops later, at the secrets).
  const { FOYER_AUTH_CHAINS: _, ...noChains } = configured
  const publicChains = await refusal(noChains)
  expect(publicChains.warned).toContain(
    "FOYER_AUTH_CHAINS is not set: the frame serves SPEC §9's 24 EVM chains",
  )
  expect(publicChains.message).toContain('FOYER_AUTH_SHARE_KEY is required')

  expect((await refusal(configured)).message).toContain('FOYER_AUTH_SHARE_KEY is required')
  // NODE_ENV=development (a staging box) is not development: no generated secrets.
  const staging = await refusal({ ...configured, NODE_ENV: 'development' })
  expect(staging.message).toContain('FOYER_AUTH_SHARE_KEY is required')

  const key = Buffer.alloc(32, 7).toString('base64')
  const noPepper = await refusal({ ...configured, FOYER_AUTH_SHARE_KEY: key })
  expect(noPepper.message).toContain('FOYER_AUTH_PEPPER is required')

  // The two share keys are never in one process: serve refuses the recovery key, and needs the keeper.
  const secrets = {
    FOYER_AUTH_SHARE_KEY: key,
    FOYER_AUTH_PEPPER: Buffer.alloc(32, 9).toString('base64'),
  }
  const bothKeys = await refusal({
    ...configured,
    ...secrets,
    FOYER_AUTH_RECOVERY_KEY: Buffer.alloc(32, 8).toString('base64'),
    FOYER_AUTH_KEEPER_URL: 'http://keeper.internal:4150',
    FOYER_AUTH_KEEPER_TOKEN: 'k'.repeat(40),
  })
  expect(bothKeys.message).toContain('FOYER_AUTH_RECOVERY_KEY must not be given to serve')
  const noKeeper = await refusal({ ...configured, ...secrets })
  expect(noKeeper.message).toContain('FOYER_AUTH_KEEPER_URL is required')
  const keeperWithoutToken = await refusal(
    { FOYER_AUTH_RECOVERY_KEY: Buffer.alloc(32, 8).toString('base64') },
    () => keeper(parseArgs(['--port', '0'])),
  )
  expect(keeperWithoutToken.message).toContain('FOYER_AUTH_KEEPER_TOKEN is required')

  const wrongBundler = await refusal({
    ...configured,
    FOYER_AUTH_CHAINS: JSON.stringify([
      {
        ...(JSON.parse(configured.FOYER_AUTH_CHAINS) as object[])[0],
        smartAccount: {
          factory: '0xb793891825A02e5aeec504659db170b3f5810acc',
          bundlerUrl: 'ftp://bundler.example.org',
        },
      },
    ]),
  })
  expect(wrongBundler.message).toContain(
    'FOYER_AUTH_CHAINS is not valid: 0.smartAccount.bundlerUrl bundlerUrl must be http(s)',
  )

  const wrongPublicApi = await refusal({
    ...configured,
    FOYER_AUTH_PUBLIC_API_URL: 'api.example.org',
  })
  expect(wrongPublicApi.message).toContain('FOYER_AUTH_PUBLIC_API_URL is not valid')

  const wrongChain = await refusal({ ...configured, FOYER_AUTH_DEFAULT_CHAIN_ID: '10' })
  expect(wrongChain.message).toContain('FOYER_AUTH_DEFAULT_CHAIN_ID is not valid')

  const wrongCluster = await refusal({
    ...configured,
    FOYER_AUTH_SOLANA_CLUSTERS: JSON.stringify([
      { reference: 'mainnet', name: 'Solana', rpcUrl: 'https://api.mainnet-beta.solana.com' },
    ]),
  })
  expect(wrongCluster.message).toContain('FOYER_AUTH_SOLANA_CLUSTERS')
  expect(wrongCluster.message).toContain('expected a genesis hash prefix')
})
