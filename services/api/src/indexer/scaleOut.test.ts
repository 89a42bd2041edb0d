import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROCESS_HANG_GUARD_MS } from '@foyer/server/testing/processHangGuard'
import { createTestClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, inject, test } from 'vitest'
import { openTestDatabase } from '../_test/databases.js'

// Issue 22: two service processes on one PostgreSQL serve the same data; one of them indexes at a time, and
// when it is killed (kill -9) the other takes over — with no gap in the indexed blocks and no transfer twice.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const first = inject('devnet').chains[0]
if (!first) throw new Error('the devnet has two chains')
const devChain = first
const chain = defineChain({
  id: devChain.id,
  name: devChain.name,
  nativeCurrency: devChain.nativeCurrency,
  rpcUrls: { default: { http: [devChain.rpcUrl] } },
})

type Service = { child: ChildProcess; stderr: string[]; leads: Promise<void> }
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

/** `foyer-api serve` as a deployment runs it, on `databaseUrl`, indexing the devnet's first chain. */
function serve(databaseUrl: string): Service {
  const { FOYER_ENV, VITEST, ...rest } = process.env
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/api/src/cli.ts', 'serve', '--port', '0'],
    {
      cwd: repo,
      env: {
        ...rest,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        FOYER_API_CHAINS: JSON.stringify([
          {
            id: chain.id,
            name: chain.name,
            rpcUrl: devChain.rpcUrl,
            nativeCurrency: chain.nativeCurrency,
          },
        ]),
        FOYER_API_SOLANA_CLUSTERS: '[]',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  children.push(child)
  const stderr: string[] = []
  const leads = new Promise<void>((resolveLeads) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr.push(chunk.toString())
      if (stderr.join('').includes('this process indexes')) resolveLeads()
    })
  })
  return { child, stderr, leads }
}

test(
  'the indexer moves to the other process when the one indexing is killed: no gap, nothing twice',
  async () => {
    const database = await openTestDatabase('postgres')
    // The database's URL, as the test's own connection has it.
    const [current] = await database.query<{ name: string }>('SELECT current_database() AS name')
    const url = inject('postgresUrl').replace(/\/postgres$/, `/${current?.name}`)

    const one = serve(url)
    await one.leads
    const other = serve(url)

    // A sender of its own (other test files use the devnet's accounts at the same time).
    const sender = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ chain, mode: 'anvil', transport: http() }).setBalance({
      address: sender.address,
      value: parseEther('100'),
    })
    const wallet = createWalletClient({ account: sender, chain, transport: http() })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const send = () => wallet.sendTransaction({ to: receiver, value: 1_000n })
    const indexed = async () =>
      (
        await database.query<{ count: string }>(
          'SELECT count(*) AS count FROM transfers WHERE lower(to_address) = lower($1)',
          [receiver],
        )
      )[0]?.count

    for (let index = 0; index < 3; index++) await send()
    await expect.poll(indexed, { timeout: 30_000 }).toBe('3')

    one.child.kill('SIGKILL')
    for (let index = 0; index < 3; index++) await send()
    await other.leads
    await expect.poll(indexed, { timeout: 30_000 }).toBe('6')

    // Nothing twice, and every block from the first indexed to the last is there.
    const [hashes] = await database.query<{ all: string; distinct: string }>(
      'SELECT count(*) AS all, count(DISTINCT tx_hash) AS distinct FROM transfers WHERE lower(to_address) = lower($1)',
      [receiver],
    )
    expect(hashes?.all).toBe(hashes?.distinct)
    const [blocks] = await database.query<{ low: string; high: string; count: string }>(
      'SELECT min(number) AS low, max(number) AS high, count(*) AS count FROM indexed_blocks WHERE chain_id = $1',
      [chain.id],
    )
    expect(Number(blocks?.count)).toBe(Number(blocks?.high) - Number(blocks?.low) + 1)
    other.child.kill('SIGTERM')
    await database.close()
  },
  PROCESS_HANG_GUARD_MS,
)
