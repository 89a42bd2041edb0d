import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWalletAssets } from '@foyer/core/adapter'
import type { TokenBalance } from '@foyer/core/api'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { FrameChain } from './config.js'
import { serveEvmRequest } from './evmRequests.js'
import type { SmartAccounts } from './smartAccounts.js'
import { walletAssets } from './walletAssets.js'

// The frame answers wallet_getAssets from the data service's balances (issue 20, part 4). A real HTTP server
// stands in for the data service: what the frame asks of it and how it turns the answer into SPEC §3's
// wallet assets are both checked here.
const account = privateKeyToAccount(generatePrivateKey())
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const chain: FrameChain = {
  id: 10,
  name: 'Nowhere',
  rpcUrl: 'http://127.0.0.1:9/',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

const service: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:10',
    value: 3000,
    price: 2000,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:10',
    address: `eip155:10:${USDC}`,
    value: 2.5,
    price: 1,
    quantity: { decimals: '6', numeric: '2.5' },
    iconUrl: 'https://icons.test/usdc.png',
  },
  // Another chain's balance, should the service answer one: not this chain's asset.
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 2000,
    price: 2000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  },
]

/** What the stand-in answers next, and every request it got. */
let reply: { status: number; body: unknown }
const requests: URL[] = []
let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? '/', 'http://stand-in'))
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  reply = { status: 200, body: { balances: service } }
  requests.length = 0
})

const config = () => ({ apiUrl, projectId: 'project-1' })

describe('walletAssets', () => {
  test('the data service’s balances of the account on the chain, as SPEC §3 wallet assets', async () => {
    const answer = await walletAssets(config(), chain, account.address)
    expect(answer).toEqual({
      '0xa': [
        {
          address: 'native',
          balance: '0x14d1120d7b160000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, iconUrl: '' },
        },
        {
          address: USDC,
          balance: '0x2625a0',
          type: 'ERC20',
          metadata: {
            name: 'USD Coin',
            symbol: 'USDC',
            decimals: 6,
            price: 1,
            iconUrl: 'https://icons.test/usdc.png',
          },
        },
      ],
    })
    // SPEC §7: the balance endpoint, with the client parameters, in USD, for this chain only.
    expect(requests).toHaveLength(1)
    const [request] = requests as [URL]
    expect(request.pathname).toBe(`/api/v1/account/${account.address}/balance`)
    expect(Object.fromEntries(request.searchParams)).toEqual({
      projectId: 'project-1',
      st: 'foyer',
      sv: expect.any(String),
      clientId: expect.any(String),
      currency: 'usd',
      chainId: 'eip155:10',
    })
  })

  test('the host reads it back as the service’s own balances (core’s parseWalletAssets)', async () => {
    const answer = await walletAssets(config(), chain, account.address)
    expect(parseWalletAssets(answer['0xa'], 'eip155:10')).toEqual(service.slice(0, 2))
  })

  test('without the data service’s address: refused with 4200, so that the host reads balances itself', async () => {
    await expect(
      walletAssets({ apiUrl: undefined, projectId: 'project-1' }, chain, account.address),
    ).rejects.toMatchObject({ code: 4200 })
    expect(requests).toHaveLength(0)
  })

  test('a failing or unexpected answer of the service is an error, never an empty list', async () => {
    reply = { status: 502, body: { error: { code: 'CHAIN_UNAVAILABLE', message: 'down' } } }
    await expect(walletAssets(config(), chain, account.address)).rejects.toMatchObject({
      code: -32603,
    })
    reply = { status: 200, body: { balances: [{ name: 'Ether' }] } }
    await expect(walletAssets(config(), chain, account.address)).rejects.toMatchObject({
      code: -32603,
    })
  })

  test('a service that cannot be reached is an error too', async () => {
    await expect(
      walletAssets({ apiUrl: 'http://127.0.0.1:9', projectId: 'p' }, chain, account.address),
    ).rejects.toMatchObject({ code: -32603 })
  })
})

describe('wallet_getAssets through serveEvmRequest', () => {
  const request = (params: unknown) => ({ method: 'wallet_getAssets', params })

  test('the active account’s assets, no approval asked (a wallet read)', async () => {
    const answer = await serveEvmRequest(
      request([{ account: account.address.toLowerCase(), chainFilter: ['0xa'] }]),
      account,
      chain,
      undefined,
      config(),
    )
    expect(answer).toMatchObject({ '0xa': [{ type: 'NATIVE' }, { type: 'ERC20' }] })
    expect(requests[0]?.pathname).toBe(`/api/v1/account/${account.address}/balance`)
  })

  test('the smart account’s, when it is the active account; the EOA’s when asked for', async () => {
    const smart = { address: SMART, accounts: {} as SmartAccounts } as const
    await serveEvmRequest(request([{ account: SMART }]), account, chain, smart, config())
    await serveEvmRequest(request([{ account: account.address }]), account, chain, smart, config())
    await serveEvmRequest(request([{}]), account, chain, smart, config())
    expect(requests.map((url) => url.pathname.split('/')[4])).toEqual([
      SMART,
      account.address,
      SMART,
    ])
  })

  test('another account, no session, or no data service: refused', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(
      serveEvmRequest(request([{ account: other }]), account, chain, undefined, config()),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      serveEvmRequest(
        request([{ account: account.address }]),
        undefined,
        chain,
        undefined,
        config(),
      ),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      serveEvmRequest(request([{ account: account.address }]), account, chain),
    ).rejects.toMatchObject({ code: 4200 })
    expect(requests).toHaveLength(0)
  })
})
