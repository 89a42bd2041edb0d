import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PayoutRefusedError, sandboxTreasury } from './treasury.js'

// A JSON-RPC endpoint on loopback that says it is whatever chain the test wants (a mainnet fork on a local
// port, say), and records every method it is asked.
let server: Server
let url = ''
const asked: string[] = []
let answers: Record<string, unknown> = {}
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      asked.push(method)
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          method in answers
            ? { jsonrpc: '2.0', id, result: answers[method] }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'not here' } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const payout = (network: string) => ({
  network,
  asset: '',
  decimals: 18,
  to: '0x000000000000000000000000000000000000dEaD',
  units: 10n ** 18n,
})
const evmTreasury = (id: number) =>
  sandboxTreasury(
    { prices: {}, fiatRates: {}, treasury: { evm: generatePrivateKey() } },
    [{ id, name: 'Local', rpcUrl: url, nativeCurrency: ETHER }],
    [],
  )

test('a local chain that is not the devnet’s is refused before anything is asked of it', async () => {
  asked.length = 0
  // Chain id 1 on a local port: a mainnet fork, where the test card would have paid real-looking funds.
  await expect(evmTreasury(1).send(payout('eip155:1'))).rejects.toBeInstanceOf(PayoutRefusedError)
  expect(asked).toEqual([])
})

test('an endpoint that answers another chain id than the devnet’s is refused: eth_chainId, and nothing sent', async () => {
  asked.length = 0
  answers = { eth_chainId: '0x1' }
  const refused = await evmTreasury(31337)
    .send(payout('eip155:31337'))
    .catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(PayoutRefusedError)
  expect((refused as Error).message).toBe(
    'The endpoint of eip155:31337 serves eip155:1: the sandbox pays only on the devnet, and nothing was sent',
  )
  expect(asked).toEqual(['eth_chainId'])
})

test('an endpoint that cannot say its chain is refused too', async () => {
  asked.length = 0
  answers = {}
  await expect(evmTreasury(31338).send(payout('eip155:31338'))).rejects.toThrow(
    /could not ask the network which chain it is/,
  )
  expect(asked).toEqual(['eth_chainId'])
})

test('a Solana endpoint whose genesis hash is not the devnet’s is refused', async () => {
  asked.length = 0
  answers = { getGenesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' }
  const devnet = 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'
  const treasury = sandboxTreasury(
    { prices: {}, fiatRates: {}, treasury: { solana: '11'.repeat(32) } },
    [],
    [{ reference: devnet.slice('solana:'.length), name: 'Local', rpcUrl: url }],
  )
  await expect(treasury.send({ ...payout(devnet), decimals: 9 })).rejects.toThrow(
    `The endpoint of ${devnet} serves solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
  )
  expect(asked).toEqual(['getGenesisHash'])
})
