// A JSON-RPC chain node stand-in for the service benchmarks that need no real chain: it answers at once, and, with `faults` on, fails a share of the calls
// the way providers do (a 500, a 429 with Retry-After, a dropped connection, a hang past the gateway's
// deadline, a slow answer) so that what the services answer around those faults can be checked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The share of upstream calls that fail when faults are on, each kind equally likely. */
const FAULT_SHARE = 0.2
const FAULTS = ['500', '429', 'drop', 'hang', 'slow'] as const

type Call = { id?: unknown; method?: string }

/**
 * A chain that stays at block 0 with no logs: the services' indexer, which runs at once while it is behind,
 * finds nothing to do (a head that moved would have it index without end and weigh on what is measured).
 */
const RESULTS: Record<string, unknown> = {
  eth_blockNumber: '0x0',
  eth_getBalance: '0xde0b6b3a7640000',
  eth_getLogs: [],
  eth_getBlockReceipts: [],
  eth_call: '0x',
}

function answer(call: Call, chainId: number) {
  const result =
    call.method === 'eth_chainId'
      ? `0x${chainId.toString(16)}`
      : (RESULTS[call.method ?? ''] ?? null)
  return { jsonrpc: '2.0', id: call.id ?? null, result }
}

/** Starts the stand-in on a free loopback port; `faults()` says whether it fails a share of calls now. */
export async function startFakeUpstream(chainId: number, faults: () => boolean = () => false) {
  const counts = { calls: 0, faults: 0 }
  const hanging = new Set<ServerResponse>()
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      counts.calls += 1
      const reply = () => {
        let body: Call | Call[]
        try {
          body = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[]
        } catch {
          response.writeHead(400).end()
          return
        }
        const out = Array.isArray(body)
          ? body.map((call) => answer(call, chainId))
          : answer(body, chainId)
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out))
      }
      if (!faults() || Math.random() >= FAULT_SHARE) return reply()
      counts.faults += 1
      switch (FAULTS[Math.floor(Math.random() * FAULTS.length)]) {
        case '500':
          return response.writeHead(500).end('upstream error')
        case '429':
          return response.writeHead(429, { 'retry-after': '1' }).end('slow down')
        case 'drop':
          return request.socket.destroy()
        case 'hang':
          hanging.add(response)
          response.on('close', () => hanging.delete(response))
          return
        default:
          setTimeout(reply, 2_000).unref()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
