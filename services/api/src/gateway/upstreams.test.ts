import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createUpstreamPool } from './upstreams.js'

// An upstream that holds each request a while and records how many it holds at once.
let server: Server
let upstream: string
let open = 0
let most = 0
beforeAll(async () => {
  server = createServer((_, response) => {
    open++
    most = Math.max(most, open)
    setTimeout(() => {
      open--
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":0,"result":"0x1"}')
    }, 50)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  upstream = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test('requests in flight to one upstream are bounded; the rest wait their turn and are answered', async () => {
  const pool = createUpstreamPool([upstream], { maxInFlight: 3 })
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => pool.send('{}', AbortSignal.timeout(30_000))),
  )
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(most).toBe(3)
})

test('a request whose deadline passes while waiting its turn gives up, and frees nothing it did not hold', async () => {
  const pool = createUpstreamPool([upstream], { maxInFlight: 1 })
  const first = pool.send('{}', AbortSignal.timeout(30_000))
  const late = pool.send('{}', AbortSignal.timeout(10))
  await expect(late).rejects.toMatchObject({ timedOut: true })
  await expect(first).resolves.toMatchObject({ status: 200 })
  await expect(pool.send('{}', AbortSignal.timeout(30_000))).resolves.toMatchObject({ status: 200 })
})

test('an upstream set aside is probed back into use', async () => {
  let time = 0
  const pool = createUpstreamPool(['http://127.0.0.1:9', upstream], { now: () => time })
  await pool.send('{}', AbortSignal.timeout(30_000))
  expect(pool.status().map((entry) => entry.up)).toEqual([false, true])
  // Time passes: the dead one is tried first again, fails, and is set aside again.
  time += 31_000
  expect(pool.status()[0]?.up).toBe(true)
  await pool.send('{}', AbortSignal.timeout(30_000))
  expect(pool.status()[0]?.up).toBe(false)
  await pool.checkHealth('{}')
  expect(pool.status()[0]?.up).toBe(false)
})
