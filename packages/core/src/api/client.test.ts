import { expect, test } from 'vitest'
import { ApiRequestError } from '../errors/api.js'
import { createApiClient } from './client.js'

// A stand-in for the remote service: the client's request building and answer checking are under test.
function clientAnswering(status: number, body: unknown) {
  const calls: string[] = []
  const client = createApiClient({
    baseUrl: 'https://services.example/',
    projectId: 'p1',
    clientId: 'c1',
    fetch: async (input) => {
      calls.push(String(input))
      return new Response(JSON.stringify(body), { status })
    },
  })
  return { client, calls }
}

test('a valid answer is returned, and every call carries the client parameters', async () => {
  const { client, calls } = clientAnswering(200, { name: 'vitalik.eth', avatar: null })
  await expect(
    client.request('/v1/identity/0xabc', 'identity', { query: { sender: '0xdef' } }),
  ).resolves.toEqual({ name: 'vitalik.eth', avatar: null })
  expect(new URL(calls[0] ?? '').searchParams.toString()).toBe(
    'projectId=p1&st=foyer&sv=0.1.0&clientId=c1&sender=0xdef',
  )
})

test('an answer of the wrong shape is refused with INVALID_RESPONSE and what was wrong', async () => {
  const { client } = clientAnswering(200, { allowedOrigins: 'everyone' })
  const error = await client.request('/projects/v1/origins', 'origins').catch((caught) => caught)
  expect(error).toBeInstanceOf(ApiRequestError)
  expect(error).toMatchObject({
    code: 'INVALID_RESPONSE',
    status: 200,
    shortMessage: 'Unexpected answer from /projects/v1/origins',
  })
  expect(String(error.cause)).toMatch(/Expected Array/)
})

test("an error answer carries the service's code and message, or its status", async () => {
  const withBody = clientAnswering(403, {
    error: { code: 'FORBIDDEN', message: 'Origin not allowed' },
  })
  await expect(withBody.client.request('/e', 'analyticsAck')).rejects.toMatchObject({
    status: 403,
    code: 'FORBIDDEN',
    shortMessage: 'Origin not allowed',
  })
  const bare = clientAnswering(502, 'bad gateway')
  await expect(bare.client.request('/e', 'analyticsAck')).rejects.toMatchObject({
    status: 502,
    code: 'HTTP_502',
    shortMessage: 'The service answered 502',
  })
})

test('image URLs on the services get the client parameters an <img> cannot send; others stay as they are', () => {
  const { client } = clientAnswering(200, {})
  expect(client.imageUrl('https://services.example/public/getTokenImage/ETH')).toBe(
    'https://services.example/public/getTokenImage/ETH?projectId=p1&st=foyer&sv=0.1.0&clientId=c1',
  )
  expect(client.imageUrl('https://services.example/public/getTokenImage/A%20B?size=2')).toBe(
    'https://services.example/public/getTokenImage/A%20B?projectId=p1&st=foyer&sv=0.1.0&clientId=c1&size=2',
  )
  expect(client.imageUrl('https://cdn.example/eth.png')).toBe('https://cdn.example/eth.png')
  expect(client.imageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
})

test('queries retry up to 3 times, but never a client error the service would repeat', async () => {
  const { shouldRetry } = await import('../query/createQueryClient.js')
  const server = new ApiRequestError(502, 'down')
  expect([0, 1, 2, 3].map((count) => shouldRetry(count, server))).toEqual([true, true, true, false])
  expect(shouldRetry(0, new ApiRequestError(400, 'search is limited'))).toBe(false)
  expect(shouldRetry(0, new ApiRequestError(404, 'no'))).toBe(false)
  expect(shouldRetry(0, new ApiRequestError(429, 'slow down'))).toBe(true)
  expect(shouldRetry(0, new ApiRequestError(408, 'timeout'))).toBe(true)
  expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true)
})
