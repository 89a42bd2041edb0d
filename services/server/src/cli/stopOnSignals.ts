/**
 * How a serving command ends (`serve`, `keeper`): on Ctrl-C (SIGINT) or SIGTERM it runs `steps` one after
 * the other — stop taking requests, then close what they used — and exits 0.
 */
export function stopOnSignals(...steps: Array<() => Promise<unknown> | unknown>): void {
  const stop = async () => {
    for (const step of steps) await step()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
