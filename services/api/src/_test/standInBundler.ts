import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

// A stand-in ERC-4337 v0.7 bundler that also answers ERC-7677's paymaster methods, over real HTTP, for the
// bundler endpoint's tests until the devnet's own bundler runs in the test setup. It keeps the user
// operations it is sent and answers receipts for them; it refuses what a bundler would (bad params: -32602,
// unknown methods: -32601), never with a 5xx, unless told to misbehave.

export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
export const STAND_IN_PAYMASTER = '0x00000000000000000000000000000000000a7e57'

/** How the stand-in answers: as a bundler, 502 to everything, an HTML 404 page, or never. */
export type StandInMode = 'ok' | 'down' | 'html' | 'hang'

export type StandInBundler = {
  url: string
  /** The methods that reached it, in order (batches flattened). */
  calls: string[]
  mode: StandInMode
  close(): Promise<void>
}

type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const hex = (value: number) => `0x${value.toString(16)}`
const isHash = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

export async function startStandInBundler(chainId: number): Promise<StandInBundler> {
  const operations = new Map<string, Record<string, unknown>>()
  const hanging = new Set<ServerResponse>()

  const result = (
    call: Call,
  ): { result: unknown } | { error: { code: number; message: string } } => {
    const params = Array.isArray(call.params) ? call.params : []
    const invalid = { error: { code: -32602, message: 'invalid params' } }
    switch (call.method) {
      case 'eth_chainId':
        return { result: hex(chainId) }
      case 'eth_supportedEntryPoints':
        return { result: [ENTRY_POINT_V07] }
      case 'eth_sendUserOperation': {
        const [operation, entryPoint] = params
        if (!operation || typeof operation !== 'object' || entryPoint !== ENTRY_POINT_V07)
          return invalid
        const hash = `0x${createHash('sha256').update(JSON.stringify(operation)).digest('hex')}`
        operations.set(hash, operation as Record<string, unknown>)
        return { result: hash }
      }
      case 'eth_estimateUserOperationGas':
        return params[0] && typeof params[0] === 'object'
          ? {
              result: {
                preVerificationGas: hex(50_000),
                verificationGasLimit: hex(150_000),
                callGasLimit: hex(80_000),
              },
            }
          : invalid
      case 'eth_getUserOperationByHash':
      case 'eth_getUserOperationReceipt': {
        if (!isHash(params[0])) return invalid
        const operation = operations.get(params[0])
        if (!operation) return { result: null }
        return call.method === 'eth_getUserOperationByHash'
          ? { result: { userOperation: operation, entryPoint: ENTRY_POINT_V07 } }
          : {
              result: {
                userOpHash: params[0],
                entryPoint: ENTRY_POINT_V07,
                sender: operation.sender,
                success: true,
                receipt: { status: '0x1' },
              },
            }
      }
      case 'pm_getPaymasterStubData':
      case 'pm_getPaymasterData':
        return params[0] && typeof params[0] === 'object'
          ? {
              result: {
                paymaster: STAND_IN_PAYMASTER,
                paymasterData: '0x',
                ...(call.method === 'pm_getPaymasterStubData'
                  ? { paymasterVerificationGasLimit: hex(60_000), isFinal: true }
                  : {}),
              },
            }
          : invalid
      default:
        return { error: { code: -32601, message: 'method not found' } }
    }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      body = undefined
    }
    const items = (Array.isArray(body) ? body : [body]) as Call[]
    for (const item of items) bundler.calls.push(String(item?.method))
    if (bundler.mode === 'down') return response.writeHead(502).end('bad gateway')
    if (bundler.mode === 'html')
      return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')
    if (bundler.mode === 'hang') return void hanging.add(response)
    const answers = items.map((item) => ({ jsonrpc: '2.0', id: item?.id ?? null, ...result(item) }))
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const bundler: StandInBundler = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/${chainId}`,
    calls: [],
    mode: 'ok',
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  return bundler
}
