import type { FoyerContext } from './types/instance.js'

// Bundlers replace `process.env.NODE_ENV` in a host's production build; without a bundler (a plain
// <script type="module">) `process` does not exist and the page counts as development.
declare const process: { env: { NODE_ENV?: string } }

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    return false
  }
}

/**
 * Tells the host's developer, once per instance, that something they asked for will not happen (an option
 * whose feature is not available, a view that cannot open). Printed in development, or always with
 * `debug: true`; a production build stays quiet.
 */
export function notice(foyer: FoyerContext, key: string, text: string): void {
  if (foyer.internal.notices.has(key)) return
  foyer.internal.notices.add(key)
  if (foyer.options.debug || !isProduction()) console.warn(`[foyer] ${text}`)
  foyer.internal.debugLog.add('warn', text)
}
