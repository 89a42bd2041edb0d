import { vi } from 'vitest'

/**
 * The data service on `fetch`, for one test (`inABrowserLikePage` unstubs it after each). A path ending in one of `answers`' keys gets that answer (a
 * body, or a Response as it is), and its URL is kept in the list returned; any other path is a 404.
 */
export function serveData(answers: Record<string, (url: URL) => unknown>) {
  const asked: URL[] = []
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input))
    const answer = Object.entries(answers).find(([suffix]) => url.pathname.endsWith(suffix))?.[1]
    if (!answer)
      return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 })
    asked.push(url)
    const body = answer(url)
    return body instanceof Response ? body : Response.json(body)
  })
  return asked
}

/** The service's 500, as it answers when a source it reads is down. */
export const serviceDown = () =>
  Response.json({ error: { code: 'DOWN', message: 'down' } }, { status: 500 })

/** One line of the service's balance answer (SPEC §3 'Token balance'): 1 ETH on eip155:1 unless told. */
export const balanceLine = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 1,
  value: 1,
  quantity: { numeric: '1', decimals: '18' },
  iconUrl: '',
  ...overrides,
})
