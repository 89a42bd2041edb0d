import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createService } from '../service.js'

// Through a real Node server (not app.request): the limit judges a stated length by its header, and counts
// a body of unstated length (chunked) as it streams.
const LIMIT = 1_000
let bodiesRead = 0
const echo = new Hono().post('/echo', async (c) => {
  bodiesRead += 1
  return c.json({ length: (await c.req.text()).length })
})
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  const app = createService({ name: 'echo', routes: [echo], maxBodyBytes: LIMIT })
  server = await new Promise((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(instance),
    )
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** POSTs `chunks`; with `stated`, a Content-Length of their sum, else chunked transfer encoding. */
function post(chunks: string[], { stated }: { stated: boolean }) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        headers: stated ? { 'content-length': String(length) } : {},
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        )
      },
    )
    call.on('error', reject)
    for (const chunk of chunks) call.write(chunk)
    call.end()
  })
}

const tooLarge = {
  error: { code: 'PAYLOAD_TOO_LARGE', message: `Request bodies are limited to ${LIMIT} bytes` },
}

test('a body within the limit is read whole, its length stated or not', async () => {
  expect(await post(['x'.repeat(LIMIT)], { stated: true })).toEqual({
    status: 200,
    body: { length: LIMIT },
  })
  expect(await post(['x'.repeat(600), 'x'.repeat(400)], { stated: false })).toEqual({
    status: 200,
    body: { length: LIMIT },
  })
})

test('attack: a stated length over the limit is refused (413) before the route reads anything', async () => {
  const before = bodiesRead
  expect(await post(['x'.repeat(LIMIT + 1)], { stated: true })).toEqual({
    status: 413,
    body: tooLarge,
  })
  expect(bodiesRead).toBe(before)
})

test('attack: a body that hides its length (chunked) is counted as it comes and refused past the limit', async () => {
  const before = bodiesRead
  expect(await post(['x'.repeat(600), 'x'.repeat(600)], { stated: false })).toEqual({
    status: 413,
    body: tooLarge,
  })
  expect(bodiesRead).toBe(before)
})
