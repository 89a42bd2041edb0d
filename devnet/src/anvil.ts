import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { trackChild } from './children.js'
import { probeChainId } from './rpc.js'

/** An anvil process started by us. */
export type AnvilProcess = {
  pid: number
  rpcUrl: string
  /** Stops the process (SIGTERM, then SIGKILL after a grace period) and waits until it has exited. */
  stop(): Promise<void>
}

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/** Path of the anvil binary shipped by @foundry-rs/anvil for this platform (or $FOYER_ANVIL_BIN). */
export function anvilBinaryPath(): string {
  const override = process.env.FOYER_ANVIL_BIN
  if (override) return override
  const arch = ARCH[process.arch]
  if (!arch) throw new Error(`anvil: unsupported architecture ${process.arch}`)
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve(`${pkg}/package.json`))
  return join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
}

/** Resolves once `url` answers eth_chainId; rejects if the child exits first or time runs out. */
async function waitUntilReady(
  child: ChildProcess,
  url: string,
  stderr: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `anvil at ${url} exited early (${child.exitCode ?? child.signalCode}): ${stderr()}`,
      )
    }
    // A probe's own timeout is long: on a loaded machine a short one can miss every answer.
    if ((await probeChainId(url, 3_000)) !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil at ${url} did not answer within ${timeoutMs} ms: ${stderr()}`)
}

/** Spawns anvil on host:port with the given chain id and waits until it answers JSON-RPC. */
export async function startAnvil(options: {
  port: number
  host: string
  chainId: number
  timeoutMs?: number
}): Promise<AnvilProcess> {
  const { port, host, chainId } = options
  const args = ['--port', String(port), '--host', host, '--chain-id', String(chainId), '--silent']
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  if (child.pid === undefined) {
    // spawn failed synchronously (e.g. ENOENT): the error event carries the reason.
    const error = await new Promise<Error>((resolve) => child.once('error', resolve))
    throw new Error(`anvil could not be started: ${error.message}`)
  }
  trackChild(child)
  let errorOutput = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-2_000)
  })
  const rpcUrl = `http://${host}:${port}`
  try {
    // The limit only guards against a hang: anvil answers in well under a second on an idle machine, but
    // one CI run on a busy one (Vitest's transforms, the docs build and other work beside it) took > 15 s.
    await waitUntilReady(child, rpcUrl, () => errorOutput.trim(), options.timeoutMs ?? 120_000)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { pid: child.pid, rpcUrl, stop: () => stopChild(child) }
}
