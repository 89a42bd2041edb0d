import type { ChildProcess } from 'node:child_process'

// Process-wide by nature: the children of this Node process, killed when it goes away.
const live = new Set<ChildProcess>()

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

function killAll(): Promise<unknown> {
  const exits = [...live].map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of live) child.kill('SIGKILL')
  return Promise.all(exits)
}

function onExit(): void {
  // Synchronous context: the kill is sent, nobody is left to wait for the exit.
  void killAll()
}

async function onSignal(signal: NodeJS.Signals): Promise<void> {
  for (const s of SIGNALS) process.off(s, onSignal)
  // Wait (briefly) for the children to exit so this process reaps them before it goes.
  await Promise.race([killAll(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
  // Our listener suppressed Node's default action; if nobody else handles the signal, re-raise it
  // so the process still ends the way it would have without us.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function install(): void {
  process.on('exit', onExit)
  for (const signal of SIGNALS) process.on(signal, onSignal)
}

function uninstall(): void {
  process.off('exit', onExit)
  for (const signal of SIGNALS) process.off(signal, onSignal)
}

/** Tracks a child process so it is killed when this process exits or is interrupted. */
export function trackChild(child: ChildProcess): void {
  if (live.size === 0) install()
  live.add(child)
  child.once('exit', () => {
    live.delete(child)
    if (live.size === 0) uninstall()
  })
}
