// The data service as a deployment runs it (`foyer-api serve`, NODE_ENV=production) in a process of its own,
// on a shared PostgreSQL, with one chain whose node is `rpcUrl`: for the benchmarks of several instances.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '@foyer/devnet/node'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type ApiProcess = { url: string; child: ChildProcess; stop(): Promise<void> }

/** Starts `foyer-api serve`; resolves once it listens on PostgreSQL. `rateLimits` over the defaults. */
export async function serveApi({
  databaseUrl,
  rpcUrl,
  chainId,
  rateLimits = {},
}: {
  databaseUrl: string
  rpcUrl: string
  chainId: number
  rateLimits?: Record<string, { limit: number; windowMs: number }>
}): Promise<ApiProcess> {
  const port = await getFreePort()
  const { FOYER_ENV, VITEST, ...rest } = process.env
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/api/src/cli.ts', 'serve', '--port', String(port)],
    {
      cwd: root,
      env: {
        ...rest,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        FOYER_API_CHAINS: JSON.stringify([
          {
            id: chainId,
            name: 'Bench',
            rpcUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ]),
        FOYER_API_SOLANA_CLUSTERS: '[]',
        FOYER_API_RATE_LIMITS: JSON.stringify(rateLimits),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('foyer-api listening on') && output.includes('(postgres)')) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`foyer-api exited ${code}: ${output}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A process's resident memory in MB (Linux: /proc), or undefined once it has ended. */
export async function residentMb(pid: number | undefined): Promise<number | undefined> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
  return kb ? Math.round(Number(kb) / 1024) : undefined
}
