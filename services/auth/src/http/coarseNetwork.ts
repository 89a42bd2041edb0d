import { BlockList, isIP } from 'node:net'

// Where a request came from, coarsely, without any GeoIP data: the client address cut to its network — an
// IPv4 address to its /24, an IPv6 one to its /48 (a site's usual allocation) — or, for addresses that
// name no place on the internet (loopback, private, link-local, carrier-grade NAT), just that.

export type CoarseNetwork =
  | { kind: 'range'; range: string }
  | { kind: 'private' }
  | { kind: 'unknown' }

const NOWHERE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOWHERE.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOWHERE.addSubnet(network, prefix, 'ipv6')

/** An address as a proxy may write it: without a zone, brackets or a port. */
function bare(address: string): string {
  const trimmed = address.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)
  if (bracketed?.[1]) return bracketed[1].replace(/%.*$/, '')
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed)
  if (withPort?.[1]) return withPort[1]
  return trimmed.replace(/%.*$/, '')
}

/** The eight 16-bit groups of a valid IPv6 address (`::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const words = (part: string) => (part ? part.split(':') : [])
  const groups =
    tail === undefined
      ? words(head)
      : [
          ...words(head),
          ...Array<string>(8 - words(head).length - words(tail).length).fill('0'),
          ...words(tail),
        ]
  return groups.map((group) => Number.parseInt(group, 16))
}

/** Groups written the short way (RFC 5952): lower case, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: number[]): string {
  let best = { at: -1, length: 1 }
  for (let at = 0; at < groups.length; ) {
    let end = at
    while (end < groups.length && groups[end] === 0) end++
    if (end - at > best.length) best = { at, length: end - at }
    at = Math.max(end, at + 1)
  }
  const hex = groups.map((group) => group.toString(16))
  if (best.at < 0) return hex.join(':')
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`
}

function ipv4Network(address: string): CoarseNetwork {
  if (NOWHERE.check(address, 'ipv4')) return { kind: 'private' }
  return { kind: 'range', range: `${address.split('.').slice(0, 3).join('.')}.0/24` }
}

/** The network of a client address (as `clientIp` gives it); anything that is not an address is unknown. */
export function coarseNetwork(address: string): CoarseNetwork {
  const text = bare(address)
  const version = isIP(text)
  if (version === 4) return ipv4Network(text)
  if (version !== 6) return { kind: 'unknown' }
  const groups = ipv6Groups(text)
  // An IPv4 address carried in IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return ipv4Network(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`)
  }
  if (NOWHERE.check(text, 'ipv6')) return { kind: 'private' }
  return { kind: 'range', range: `${formatIPv6([...groups.slice(0, 3), 0, 0, 0, 0, 0])}/48` }
}
