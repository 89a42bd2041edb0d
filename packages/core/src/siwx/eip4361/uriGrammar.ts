// RFC 3986 (URIs, authorities, IP literals) as EIP-4361 uses it, checked with character scans: no
// backtracking, so a hostile text costs time linear in its length.

// RFC 3986 / RFC 5234 character sets.
const DIGIT = '0123456789'
const HEXDIG = `${DIGIT}ABCDEFabcdef`
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const UNRESERVED = `${ALPHA}${DIGIT}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#[]@'
export const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`
const PATH = `${PCHAR}/`
const QUERY = `${PCHAR}/?`
const USERINFO = `${UNRESERVED}${SUB_DELIMS}:`
const REG_NAME = `${UNRESERVED}${SUB_DELIMS}`
const IPV_FUTURE = `${UNRESERVED}${SUB_DELIMS}:`
export const STATEMENT = `${UNRESERVED}${GEN_DELIMS}${SUB_DELIMS} `

export const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/

function isHexDigit(char: string): boolean {
  return char !== '' && HEXDIG.includes(char)
}

/** Whether every character of `value` is in `allowed`, or (when `percent`) is a '%' and two hex digits. */
export function only(value: string, allowed: string, percent = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i)
    if (allowed.includes(char)) continue
    if (
      percent &&
      char === '%' &&
      isHexDigit(value.charAt(i + 1)) &&
      isHexDigit(value.charAt(i + 2))
    ) {
      i += 2
      continue
    }
    return false
  }
  return true
}

function isIpv4(value: string): boolean {
  const octets = value.split('.')
  return (
    octets.length === 4 &&
    octets.every((octet) => /^(?:0|[1-9][0-9]{0,2})$/.test(octet) && Number(octet) <= 255)
  )
}

function isIpv6(value: string): boolean {
  const gap = value.indexOf('::')
  if (gap !== -1 && value.indexOf('::', gap + 1) !== -1) return false
  const head = gap === -1 ? value : value.slice(0, gap)
  const tail = gap === -1 ? '' : value.slice(gap + 2)
  const parts = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])]
  // An IPv4 address may only end the whole address (RFC 3986 ls32), never precede the '::'.
  const ipv4Allowed = gap === -1 || tail !== ''
  let groups = 0
  for (const [index, part] of parts.entries()) {
    if (ipv4Allowed && index === parts.length - 1 && part.includes('.')) {
      if (!isIpv4(part)) return false
      groups += 2
    } else {
      if (part.length < 1 || part.length > 4 || !only(part, HEXDIG)) return false
      groups += 1
    }
  }
  return gap === -1 ? groups === 8 : groups <= 7
}

/** RFC 3986 IP-literal without its brackets: an IPv6 address or an IPvFuture. */
function isIpLiteral(value: string): boolean {
  if (value.startsWith('v') || value.startsWith('V')) {
    const dot = value.indexOf('.')
    return (
      dot > 1 &&
      only(value.slice(1, dot), HEXDIG) &&
      dot < value.length - 1 &&
      only(value.slice(dot + 1), IPV_FUTURE)
    )
  }
  return isIpv6(value)
}

/** RFC 3986 authority: [ userinfo "@" ] host [ ":" port ]. */
export function isAuthority(value: string, requireHost: boolean): boolean {
  let hostPort = value
  const at = value.indexOf('@')
  if (at !== -1) {
    if (!only(value.slice(0, at), USERINFO, true)) return false
    hostPort = value.slice(at + 1)
  }
  let host: string
  let port: string
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close === -1 || !isIpLiteral(hostPort.slice(1, close))) return false
    host = hostPort.slice(0, close + 1)
    const rest = hostPort.slice(close + 1)
    if (rest !== '' && !rest.startsWith(':')) return false
    port = rest.slice(1)
  } else {
    const colon = hostPort.indexOf(':')
    host = colon === -1 ? hostPort : hostPort.slice(0, colon)
    port = colon === -1 ? '' : hostPort.slice(colon + 1)
    // IPv4 addresses are also reg-names as far as characters go.
    if (!only(host, REG_NAME, true)) return false
  }
  return only(port, DIGIT) && (!requireHost || host !== '')
}

/** RFC 3986 URI: scheme ":" hier-part [ "?" query ] [ "#" fragment ] (not a relative reference). */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !SCHEME.test(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!only(rest.slice(hash + 1), QUERY, true)) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!only(rest.slice(question + 1), QUERY, true)) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    return isAuthority(authority, false) && only(slash === -1 ? '' : rest.slice(slash), PATH, true)
  }
  // path-absolute, path-rootless or path-empty: '//' at the start was handled above.
  return only(rest, PATH, true)
}
