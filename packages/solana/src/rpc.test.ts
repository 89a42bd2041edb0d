import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isPublicPreset, useGateway } from './gateway.js'
import { type SolanaNetwork, solanaMainnet } from './networks.js'
import { rpcFor } from './rpc.js'

// Issue 22: a public cluster's reads go to the data service's gateway first, and to the cluster's own URL
// when the gateway cannot answer; a JSON-RPC error is the cluster's answer and is not asked again elsewhere.
let gatewayStatus = 200
const hits = { gateway: 0, cluster: 0 }
const servers: Server[] = []
const listen = (name: keyof typeof hits, slot: number) =>
  new Promise<string>((resolve) => {
    const server = createServer((request, response) => {
      hits[name]++
      request.resume()
      if (name === 'gateway' && gatewayStatus !== 200)
        return void response
          .writeHead(gatewayStatus)
          .end('{"error":{"code":"UPSTREAM_UNAVAILABLE"}}')
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: slot }))
    })
    servers.push(server)
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`),
    )
  })
let network: SolanaNetwork
beforeAll(async () => {
  const [gateway, cluster] = await Promise.all([listen('gateway', 111), listen('cluster', 222)])
  network = { id: 'test', name: 'Test', chain: 'solana:test', rpcUrl: cluster }
  useGateway(network, gateway)
})
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve))
})

test('the gateway answers first; when it fails at the HTTP level, the cluster’s own URL does', async () => {
  expect(await rpcFor(network).getSlot().send()).toBe(111n)
  expect(hits).toEqual({ gateway: 1, cluster: 0 })
  gatewayStatus = 503
  expect(await rpcFor(network).getSlot().send()).toBe(222n)
  expect(hits).toEqual({ gateway: 2, cluster: 1 })
})

test('only public presets go through the gateway; a host’s own URL is used as it is', () => {
  expect(isPublicPreset(solanaMainnet)).toBe(true)
  expect(isPublicPreset({ ...solanaMainnet, rpcUrl: 'https://my-provider.example/rpc' })).toBe(
    false,
  )
})
