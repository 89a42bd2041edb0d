// A small property-based fuzzer for a service's routes (issue 22: every input answered 4xx, never 5xx).
// Seeded, so a failure names the case that reproduces it. No dependency: the generators below are enough
// to reach the parsers, validators and database paths a client's mistake can reach.

/** A route as the fuzzer sees it: a method and a path with `:name` parameters (and a trailing `*`). */
export type FuzzRoute = { method: string; path: string }

export type FuzzOptions = {
  routes: readonly FuzzRoute[]
  /** Sends one request to the service under test (an in-process `app.request`, or fetch). */
  send(
    method: string,
    url: string,
    init: { headers: Record<string, string>; body?: string },
  ): Promise<Response>
  /** How many requests; at least 2,000 in the suite. */
  cases: number
  seed?: number
  /** Query parameters the service knows, each sometimes given a valid value (to get past the guards). */
  knownParams?: Readonly<Record<string, readonly string[]>>
  /** Values that make path parameters valid sometimes (an address, a project id…). */
  knownSegments?: readonly string[]
  /** Origins to send sometimes (a listed one gets further). */
  origins?: readonly string[]
}

export type FuzzFailure = {
  seed: number
  case: number
  method: string
  url: string
  status: number
  body: string
}

/** mulberry32: a tiny seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e308',
  '99999999999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '\u0000',
  '\u202e',
  '😀',
  '..',
  '../..',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '0x',
  '0xZZ',
  `0x${'f'.repeat(40)}`,
  `0x${'0'.repeat(64)}`,
  'eip155:1',
  'eip155:-1',
  'eip155:99999999999',
  'solana:',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'eip155:1:0x0000000000000000000000000000000000000001',
  '11111111111111111111111111111111',
  'a'.repeat(300),
  'a'.repeat(5000),
  'é',
  '%',
  '%zz',
  '?',
  '#',
  '&',
  '=',
]

export async function fuzzRoutes(options: FuzzOptions): Promise<FuzzFailure[]> {
  const seed = options.seed ?? 20261125
  const random = generator(seed)
  const { int, pick, next } = random
  const segments = [...NASTY, ...(options.knownSegments ?? [])]
  const known = options.knownParams ?? {}
  const failures: FuzzFailure[] = []

  const value = (): string => {
    const roll = next()
    if (roll < 0.5) return pick(segments)
    if (roll < 0.7) return String(int(2 ** 32) - 2 ** 31)
    const length = int(40)
    return Array.from({ length }, () => String.fromCharCode(int(0x2fff))).join('')
  }
  const jsonValue = (depth: number): unknown => {
    const roll = int(depth > 2 ? 5 : 8)
    switch (roll) {
      case 0:
        return null
      case 1:
        return next() < 0.5
      case 2:
        return int(2 ** 31) * (next() < 0.5 ? -1 : 1) * (next() < 0.1 ? 1e300 : 1)
      case 3:
      case 4:
        return value()
      case 5:
        return Array.from({ length: int(5) }, () => jsonValue(depth + 1))
      default:
        return Object.fromEntries(
          Array.from({ length: int(6) }, () => [
            pick([
              'id',
              'jsonrpc',
              'method',
              'params',
              'email',
              'otp',
              'eventId',
              'props',
              'addresses',
              'currency',
              'name',
              value(),
            ]),
            jsonValue(depth + 1),
          ]),
        )
    }
  }
  const body = (): string | undefined => {
    const roll = next()
    if (roll < 0.2) return undefined
    if (roll < 0.3) return value()
    if (roll < 0.35) return '{"unterminated":'
    return JSON.stringify(jsonValue(0))
  }

  for (let index = 0; index < options.cases; index++) {
    const route = pick(options.routes)
    const method =
      next() < 0.85 ? route.method : pick(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])
    const path = route.path
      .split('/')
      .map((part) =>
        part.startsWith(':') || part === '*'
          ? encodeURIComponent(
              next() < 0.5 && options.knownSegments?.length ? pick(options.knownSegments) : value(),
            )
          : part,
      )
      .join('/')
    const query = new URLSearchParams()
    for (const [name, values] of Object.entries(known)) {
      const roll = next()
      if (roll < 0.6) query.set(name, pick(values))
      else if (roll < 0.85) query.set(name, value())
    }
    for (let extra = int(3); extra > 0; extra--) query.set(value().slice(0, 20), value())
    const headers: Record<string, string> = {}
    if (next() < 0.7)
      headers['content-type'] = pick([
        'application/json',
        'text/plain',
        'multipart/form-data',
        value().replace(/[^\x20-\x7e]/g, ''),
      ])
    if (options.origins?.length && next() < 0.6) headers.origin = pick(options.origins)
    const url = `${path}?${query}`
    const init: { headers: Record<string, string>; body?: string } = { headers }
    const text = method === 'GET' || method === 'OPTIONS' ? undefined : body()
    if (text !== undefined) init.body = text
    let response: Response
    try {
      response = await options.send(method, url, init)
    } catch (error) {
      failures.push({ seed, case: index, method, url, status: 0, body: String(error) })
      continue
    }
    if (response.status >= 500)
      failures.push({
        seed,
        case: index,
        method,
        url,
        status: response.status,
        body: (await response.text()).slice(0, 300),
      })
    else await response.arrayBuffer()
  }
  return failures
}
