// The services' process of the load benchmarks (server.ts), started and asked for its own figures.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** What server.ts reports on SIGUSR2 about the seconds since the last one (ms). */
export type ServerStats = {
  loop: { p50: number; p99: number; max: number }
  gc: { count: number; totalMs: number; over10Ms: number; maxMs: number }
  /** Each request's time inside the server: from its head parsed to its response's end. */
  requests: { count: number; p50: number; p99: number; max: number }
  heapMb: number
}

export type BenchServer = {
  url: string
  account: string
  /** Starts a window (the figures so far are dropped). */
  mark(): Promise<void>
  /** The figures since the last mark. */
  stats(): Promise<ServerStats>
  stop(): Promise<void>
}

/** Starts server.ts with `env` over this process's; resolves once it serves. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  )
  const lines: string[] = []
  const waiting: { resolve(line: string): void; reject(error: Error): void }[] = []
  server.once('exit', (code) => {
    for (const reader of waiting.splice(0)) reader.reject(new Error(`server exited (${code})`))
  })
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return
    const next = waiting.shift()
    if (next) next.resolve(line)
    else lines.push(line)
  })
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift()
      if (line) resolve(line)
      else waiting.push({ resolve, reject })
    })
  const ready = JSON.parse(await nextLine()) as { url: string; account: string }
  const stats = async () => {
    server.kill('SIGUSR2')
    return JSON.parse(await nextLine()) as ServerStats
  }
  return {
    ...ready,
    async mark() {
      await stats()
    },
    stats,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return
      const exited = once(server, 'exit')
      server.kill('SIGTERM')
      await exited
    },
  }
}
