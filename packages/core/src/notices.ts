import type { FoyerContext } from './types/instance.js'

// Bundlers replace `process.env.NODE_ENV` in a host's production build; without a bundler (a plain
// <script type="module">) `process` does not exist and the page counts as development.
declare const process: { env: { NODE_ENV?: string } }

/** A host's production build (its bundler replaced NODE_ENV); no bundler counts as development. */
export function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    return false
  }
}

/**
 * Tells the host's developer, once per instance, that something they asked for will not happen (an option
 * whose feature is not available, a view that cannot open). Printed in development, or always with
 * `debug: true`; a production build stays quiet unless `inProduction` — an option the host set explicitly
 * that cannot work ships a dead feature, and the console is the one place the host can learn of it, so
 * there it is a `console.error` (error trackers collect those; a warning is easily filtered out).
 */
export function notice(
  foyer: FoyerContext,
  key: string,
  text: string,
  { inProduction = false }: { inProduction?: boolean } = {},
): void {
  if (foyer.internal.notices.has(key)) return
  foyer.internal.notices.add(key)
  if (foyer.options.debug || !isProductionBuild()) console.warn(`[foyer] ${text}`)
  else if (inProduction) console.error(`[foyer] ${text}`)
  foyer.internal.debugLog.add('warn', text)
}
