// FOYER_APP_ORIGINS: the developer's own app pages that `npm start`'s project names exactly. The data service
// admits any loopback port through a pattern, but the embedded wallet's frame (and a social or Farcaster
// login's return) hands a session only to an origin the project names in full, never to a pattern's match.

/** The variable that names the developer's own app origins. */
export const APP_ORIGINS_VARIABLE = 'FOYER_APP_ORIGINS'

/**
 * The origins in `value` (separated by commas or spaces), each written as a browser writes an origin
 * (`http://localhost:3000`: scheme, host, port; no path, no trailing slash). Throws naming the variable and
 * the first entry that is not one.
 */
export function readAppOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean)
  for (const entry of entries) {
    if (!isOrigin(entry))
      throw new Error(
        `${APP_ORIGINS_VARIABLE}: '${entry}' is not an origin; write it as the browser's address bar shows the page's scheme, host and port, e.g. ${APP_ORIGINS_VARIABLE}=http://localhost:3000`,
      )
  }
  return [...new Set(entries)]
}

/**
 * The line that restarts the stack with a refused page allowed (`{origin}` stands for it, as the auth
 * service's `allowOriginHint` wants), keeping the origins already named.
 */
export function appOriginsHint(appOrigins: readonly string[]): string {
  return `stop npm start and run it again as ${APP_ORIGINS_VARIABLE}=${[...appOrigins, '{origin}'].join(',')} npm start`
}

/** An origin written out in full: no pattern (`*`), which the frame would never admit. */
function isOrigin(entry: string): boolean {
  if (entry.includes('*')) return false
  try {
    const url = new URL(entry)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry
  } catch {
    return false
  }
}
