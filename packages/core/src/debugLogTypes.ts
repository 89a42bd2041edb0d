// The debug log's types, in a module without imports: the instance's type names them, and the log's page
// half imports the deferred parts' loader, whose chunk reaches the instance's type (no import cycle).

/** One line of the debug log. */
export type DebugLogEntry = {
  time: number
  level: 'info' | 'warn' | 'error'
  message: string
  data?: unknown
}

/**
 * An instance's debug log for support (issue 22): what happened (events, alerts, errors). Off unless the host
 * turns it on (`debug: true`, or `foyer.setDebugLog(true)`); a host reads it with `foyer.getLogs()`.
 */
export type DebugLog = {
  readonly enabled: boolean
  enable(on: boolean): void
  add(level: DebugLogEntry['level'], message: string, data?: unknown): void
  entries(): DebugLogEntry[]
  clear(): void
}
