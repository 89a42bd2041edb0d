// A project's allowed origins: exact origins (`https://app.example.com`, `http://localhost:5173`) and two
// kinds of pattern, both read the way a Content-Security-Policy host source is — a `*` that is the whole
// leftmost host label (`https://*.example.com`: one label, so `a.example.com` but neither `example.com`
// nor `a.b.example.com`), or the whole port (`http://127.0.0.1:*`). A `*` anywhere else is no pattern:
// `https://*example.com` would otherwise match `https://evilexample.com`.

/** A host label: what a label wildcard stands for in a browser's (lower-case, punycode) origin. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** An IPv4 address: a label wildcard in front of one names no host. */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

type OriginPattern = { scheme: string; anyLabel: boolean; host: string; port: string | '*' }

/** The entry read as a pattern, or the reason it is not an origin nor a pattern. */
function parseOriginPattern(entry: string): OriginPattern | { error: string } {
  const scheme = entry.match(/^(https?):\/\//)?.[1]
  if (!scheme) return { error: 'expected http:// or https:// followed by a host' }
  let rest = entry.slice(scheme.length + 3)
  const anyLabel = rest.startsWith('*.')
  if (anyLabel) rest = rest.slice(2)
  const anyPort = rest.endsWith(':*')
  if (anyPort) rest = rest.slice(0, -2)
  if (rest.includes('*'))
    return {
      error:
        'a * stands only for a whole leftmost label (https://*.example.com) or for the port (http://localhost:*)',
    }
  const exact = `${scheme}://${rest}`
  if (!URL.canParse(exact)) return { error: 'not an origin' }
  const url = new URL(exact)
  if (url.origin !== exact) {
    // Upper case, a default port or a trailing slash: say how a browser writes it.
    const onlyWritten =
      url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    const written = `${url.origin.replace(/^(https?:\/\/)/, anyLabel ? '$1*.' : '$1')}${anyPort ? ':*' : ''}`
    return {
      error: onlyWritten
        ? `write it as ${written}`
        : 'expected scheme://host[:port] with no path, query, fragment or user',
    }
  }
  if (anyPort && url.port !== '') return { error: 'a port and :* together' }
  if (anyLabel) {
    if (url.hostname.startsWith('[') || IPV4.test(url.hostname))
      return { error: 'a *. label pattern needs a domain name, not an IP address' }
    if (!url.hostname.includes('.'))
      return { error: 'a *. label pattern needs a domain of two labels or more (*.example.com)' }
  }
  return { scheme, anyLabel, host: url.hostname, port: anyPort ? '*' : url.port }
}

/**
 * Why `entry` cannot be one of a project's allowed origins (a sentence), or undefined when it can: an exact
 * origin `scheme://host[:port]` (http or https, as a browser writes it: lower case, no default port, no
 * path), or a pattern with `*` as the whole leftmost label or the whole port.
 */
export function originEntryError(entry: string): string | undefined {
  const parsed = parseOriginPattern(entry)
  return 'error' in parsed ? parsed.error : undefined
}

function matches(pattern: OriginPattern, origin: string): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  if (url.origin !== origin || url.protocol !== `${pattern.scheme}:`) return false
  if (pattern.port !== '*' && url.port !== pattern.port) return false
  if (!pattern.anyLabel) return url.hostname === pattern.host
  const suffix = `.${pattern.host}`
  if (!url.hostname.endsWith(suffix)) return false
  return LABEL.test(url.hostname.slice(0, -suffix.length))
}

/**
 * True when `origin` is among `allowedOrigins`: exact match, or a pattern where `*` stands for one whole
 * leftmost host label or the port (`https://*.example.com`, `http://127.0.0.1:*`). An entry that is neither
 * (stored before entries were checked, `https://*example.com`) matches nothing. Shared by
 * the services and the client.
 */
export function isOriginAllowed(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.some((allowed) => {
    if (!allowed.includes('*')) return allowed === origin
    const pattern = parseOriginPattern(allowed)
    return !('error' in pattern) && matches(pattern, origin)
  })
}
