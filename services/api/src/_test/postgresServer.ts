import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@foyer/devnet/node'

/** Debian's PostgreSQL server binaries (package postgresql), newest version first. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const dir = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'postgres')))
  if (!dir)
    throw new Error(
      'PostgreSQL server not found under /usr/lib/postgresql: run `node scripts/setup.mjs --test`',
    )
  return dir
}

/** The uid/gid to run PostgreSQL as: it refuses to run as root, so root uses the `postgres` account. */
function account(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** A throw-away PostgreSQL server on a free loopback port; stop() ends it and removes its files. */
export async function startPostgresServer(): Promise<{
  url: string
  pid: number
  stop(): Promise<void>
}> {
  const bin = postgresBinDir()
  const user = account()
  const dir = mkdtempSync(join(tmpdir(), 'foyer-pg-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
    {
      ...user,
      encoding: 'utf8',
    },
  )
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = await getFreePort()
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...user, stdio: 'ignore' },
  )
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  await waitUntilReady(url, server)
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  return {
    url,
    pid: server.pid as number,
    async stop() {
      server.kill('SIGINT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const { default: pg } = await import('pg')
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error('PostgreSQL exited while starting')
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('PostgreSQL did not accept connections within 10 s')
}
