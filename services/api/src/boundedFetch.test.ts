import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { boundedFetch } from './boundedFetch.js'
import { createChainClients } from './config.js'

// An upstream that holds each request a while and records how many it holds at once.
let server: Server
let url: string
let open = 0
let most = 0
beforeAll(async () => {
  server = createServer((request, response) => {
    open++
    most = Math.max(most, open)
    request.resume()
    setTimeout(() => {
      open--
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x10"}')
    }, 30)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test('at most the limit in flight; every request is answered', async () => {
  most = 0
  const bounded = boundedFetch(5)
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => bounded(url, { method: 'POST', body: '{}' })),
  )
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(most).toBe(5)
})

test('the service’s chain clients keep 300 concurrent reads to 32 in flight (issue 22)', async () => {
  most = 0
  const clients = createChainClients([
    { id: 1, name: 'Slow', rpcUrl: url, nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } },
  ])
  const client = clients.get(1)
  const reads = await Promise.all(
    Array.from({ length: 300 }, (_, index) =>
      client?.request({
        method: 'eth_getBalance',
        params: [`0x${(index + 1).toString(16).padStart(40, '0')}`, 'latest'],
      }),
    ),
  )
  expect(reads.every((read) => read === '0x10')).toBe(true)
  expect(most).toBeLessThanOrEqual(32)
})
