import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { getActivity } from './getActivity.js'

// What the history is asked with (SPEC §7: GET /v1/account/{account}/history — cursor, onramp, chainId, cache mode).
let asked: { url: URL; init: RequestInit | undefined }[] = []
beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push({ url: new URL(input), init })
      return Response.json({ data: [], next: null })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const foyer = () => createServicesFoyer({ features: { analytics: false } })
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('a purchase’s deliveries: onramp names the provider, the reader goes as a bearer, and no cache answers', async () => {
  await getActivity(foyer() as never, {
    address: ADDRESS,
    caipNetworkId: 'eip155:1',
    cursor: 'c2',
    onramp: { provider: 'sandbox', reader: 'rt_token' },
  })
  const [{ url, init } = { url: new URL('http://none'), init: undefined }] = asked
  expect(url.pathname).toBe(`/v1/account/${ADDRESS}/history`)
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    chainId: 'eip155:1',
    cursor: 'c2',
    onramp: 'sandbox',
  })
  expect(init).toMatchObject({ cache: 'no-cache', headers: { authorization: 'Bearer rt_token' } })
  // The reader is never in the URL, which logs keep.
  expect(url.toString()).not.toContain('rt_token')
})

test('the plain history sends neither, unless the host asks for a cache mode', async () => {
  await getActivity(foyer() as never, { address: ADDRESS, caipNetworkId: 'eip155:1' })
  expect(asked[0]?.url.searchParams.has('onramp')).toBe(false)
  expect(asked[0]?.init).not.toHaveProperty('cache')
  expect(asked[0]?.init?.headers).not.toHaveProperty('authorization')
  await getActivity(foyer() as never, {
    address: ADDRESS,
    caipNetworkId: 'eip155:1',
    cache: 'reload',
  })
  expect(asked[1]?.init).toMatchObject({ cache: 'reload' })
})
