import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { importGraph, reachable } from '../../../scripts/importGraph.js'
import { workspaceEntries } from '../../../scripts/workspaceEntries.js'

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

// Each start is a new node with tsx loading @foyer/server: ~10 s at load 5, ~15 s at load 20, where the
// whole test (thirteen starts, one after another) took 196 s, past its old 120 s guard (session 25).
// The guards are there to catch a hang, not to time the starts.
const START_GUARD_MS = 60_000

/** Runs `foyer-auth serve` (or `keeper`) as a deployment would: not in development. */
function serve(env: Record<string, string>, command: 'serve' | 'keeper' = 'serve') {
  const {
    FOYER_ENV,
    NODE_ENV,
    VITEST,
    FOYER_AUTH_API_URL,
    FOYER_AUTH_PUBLIC_API_URL,
    FOYER_AUTH_PUBLIC_URL,
    FOYER_AUTH_CHAINS,
    FOYER_SMTP_URL,
    FOYER_MAIL_FROM,
    FOYER_AUTH_FRAME_DIR,
    FOYER_AUTH_SHARE_KEY,
    FOYER_AUTH_RECOVERY_KEY,
    FOYER_AUTH_PEPPER,
    FOYER_AUTH_KEEPER_URL,
    FOYER_AUTH_KEEPER_TOKEN,
    ...rest
  } = process.env
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
  'outside development the service refuses to start without its settings and secrets, naming each',
  () => {
    const bare = serve({})
    expect(bare.status).toBe(1)
    expect(bare.stderr).toContain('foyer-auth serve: FOYER_AUTH_API_URL is required')

    // Without chains it goes on with SPEC §9's public ones, saying so (and stops later, at the secrets).
    const { FOYER_AUTH_CHAINS: _, ...noChains } = configured
    const publicChains = serve(noChains)
    expect(publicChains.stderr).toContain(
      "FOYER_AUTH_CHAINS is not set: the frame serves SPEC §9's 24 EVM chains",
    )
    expect(publicChains.stderr).toContain('FOYER_AUTH_SHARE_KEY is required')

    const noSecrets = serve(configured)
    expect(noSecrets.status).toBe(1)
    expect(noSecrets.stderr).toContain('FOYER_AUTH_SHARE_KEY is required')
    // NODE_ENV=development (a staging box) is not development: no generated secrets.
    const staging = serve({ ...configured, NODE_ENV: 'development' })
    expect(staging.status).toBe(1)
    expect(staging.stderr).toContain('FOYER_AUTH_SHARE_KEY is required')

    const key = Buffer.alloc(32, 7).toString('base64')
    const noPepper = serve({ ...configured, FOYER_AUTH_SHARE_KEY: key })
    expect(noPepper.stderr).toContain('FOYER_AUTH_PEPPER is required')

    // The two share keys are never in one process: serve refuses the recovery key, and needs the keeper.
    const secrets = {
      FOYER_AUTH_SHARE_KEY: key,
      FOYER_AUTH_PEPPER: Buffer.alloc(32, 9).toString('base64'),
    }
    const bothKeys = serve({
      ...configured,
      ...secrets,
      FOYER_AUTH_RECOVERY_KEY: Buffer.alloc(32, 8).toString('base64'),
      FOYER_AUTH_KEEPER_URL: 'http://keeper.internal:4150',
      FOYER_AUTH_KEEPER_TOKEN: 'k'.repeat(40),
    })
    expect(bothKeys.status).toBe(1)
    expect(bothKeys.stderr).toContain('FOYER_AUTH_RECOVERY_KEY must not be given to serve')
    const noKeeper = serve({ ...configured, ...secrets })
    expect(noKeeper.status).toBe(1)
    expect(noKeeper.stderr).toContain('FOYER_AUTH_KEEPER_URL is required')
    // The keeper itself needs its key and the auth service's token.
    expect(serve({}, 'keeper').stderr).toContain('FOYER_AUTH_RECOVERY_KEY is required')
    expect(
      serve({ FOYER_AUTH_RECOVERY_KEY: Buffer.alloc(32, 8).toString('base64') }, 'keeper').stderr,
    ).toContain('FOYER_AUTH_KEEPER_TOKEN is required')

    const wrongBundler = serve({
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
    expect(wrongBundler.status).toBe(1)
    expect(wrongBundler.stderr).toContain(
      'FOYER_AUTH_CHAINS is not valid: 0.smartAccount.bundlerUrl bundlerUrl must be http(s)',
    )

    const wrongPublicApi = serve({ ...configured, FOYER_AUTH_PUBLIC_API_URL: 'api.example.org' })
    expect(wrongPublicApi.stderr).toContain('FOYER_AUTH_PUBLIC_API_URL is not valid')

    const wrongChain = serve({ ...configured, FOYER_AUTH_DEFAULT_CHAIN_ID: '10' })
    expect(wrongChain.stderr).toContain('FOYER_AUTH_DEFAULT_CHAIN_ID is not valid')

    const wrongCluster = serve({
      ...configured,
      FOYER_AUTH_SOLANA_CLUSTERS: JSON.stringify([
        { reference: 'mainnet', name: 'Solana', rpcUrl: 'https://api.mainnet-beta.solana.com' },
      ]),
    })
    expect(wrongCluster.status).toBe(1)
    expect(wrongCluster.stderr).toContain('FOYER_AUTH_SOLANA_CLUSTERS')
    expect(wrongCluster.stderr).toContain('expected a genesis hash prefix')
  },
  14 * START_GUARD_MS,
)
