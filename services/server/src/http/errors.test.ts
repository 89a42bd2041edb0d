import { Hono } from 'hono'
import { afterEach, expect, test, vi } from 'vitest'
import { handleError } from './errors.js'

afterEach(() => vi.restoreAllMocks())

test('an unexpected error is logged scrubbed: no provider key from an RPC URL, no bearer token', async () => {
  const logged: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
  })
  const app = new Hono()
  app.onError((error, c) => handleError(error, c, 'foyer-test'))
  app.get('/boom', () => {
    throw new Error(
      'upstream failed: URL: https://rpc.example.org/v2/K3yK3yK3yK3yK3yK3yK3yK3y?apikey=provider-secret (Authorization: Bearer abc.def)',
    )
  })
  const answer = await app.request('/boom')
  expect(answer.status).toBe(500)
  expect(await answer.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } })
  expect(logged).toHaveLength(1)
  expect(logged[0]).toContain('[foyer-test] unexpected error: Error: upstream failed')
  expect(logged[0]).toContain('https://rpc.example.org/v2/[redacted]?[redacted]')
  for (const leaked of ['K3yK3y', 'provider-secret', 'abc.def'])
    expect(logged[0]).not.toContain(leaked)
})
