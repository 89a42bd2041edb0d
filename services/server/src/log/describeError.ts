import { scrubText } from './scrub.js'

/** Causes followed at most: an error's chain is rarely deeper, and a cycle must end. */
const MAX_CAUSES = 4

/** The longest description logged: a stack and its causes, not a dump of a request. */
const MAX_LENGTH = 4_000

/** A thrown value that is not an Error: its JSON when it has one (an object's fields), else its text. */
function plain(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * An error as one scrubbed text for a log: its name, message and stack, then each `cause`'s. Never the
 * object itself, whose fields (a viem error's `url`, a request's headers) console.error would print whole.
 */
export function describeError(error: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth <= MAX_CAUSES && current !== undefined; depth++) {
    if (current instanceof Error) {
      const head = `${current.name}: ${current.message}`
      // A stack starts with the name and the message; the message is not said twice.
      const frames = current.stack?.startsWith(head)
        ? current.stack.slice(head.length)
        : `\n${current.stack ?? ''}`
      parts.push(`${depth > 0 ? 'caused by ' : ''}${head}${frames.trimEnd()}`)
      current = current.cause
    } else {
      parts.push(`${depth > 0 ? 'caused by ' : ''}${plain(current)}`)
      current = undefined
    }
  }
  const text = scrubText(parts.join('\n'), env)
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text
}

/** Logs `what` went wrong in `service`, with the error described and scrubbed (describeError). */
export function logError(service: string, what: string, error: unknown): void {
  console.error(`[${service}] ${what}: ${describeError(error)}`)
}
