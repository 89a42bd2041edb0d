import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import type { TokenBalance } from '../api/schemas.js'
import { createFoyer } from '../createFoyer.js'
import type { NetworkState } from '../state/types.js'
import { getAccountTokens, toSendToken, WALLET_ASSETS_TIMEOUT_MS } from './accountTokens.js'

// The balance service is tested against the real service in services/api; here its answer is given
// directly, to test the modal's rules around it.
const balance = (symbol: string, decimals: string, chainId = 'eip155:1', address?: string) => ({
  name: symbol,
  symbol,
  chainId,
  address,
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})
let answer: () => Response

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.stubGlobal('window', {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function connected(walletAssets?: (parameters: { address: string }) => Promise<unknown>) {
  const adapter = createMemoryAdapter()
  // A wallet that answers wallet_getAssets: the adapter has the capability (ReadsWalletAssets).
  if (walletAssets) Object.assign(adapter, { getWalletAssets: walletAssets })
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    features: { analytics: false },
  })
  await foyer.connect({ connectorUid: 'memory-1' })
  // connect goes through the deferred parts, which start the services too: their origins check is not one
  // of the requests counted below.
  await vi.waitFor(() =>
    expect(
      vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/projects/v1/origins')),
    ).toBe(true),
  )
  vi.mocked(fetch).mockClear()
  return foyer
}

test('tokens of the current network, zero-decimals tokens left out (SPEC §3)', async () => {
  answer = () =>
    Response.json({
      balances: [
        balance('ETH', '18'),
        balance('FPT', '0', 'eip155:1', 'eip155:1:0x1'),
        balance('OP', '18', 'eip155:10'),
      ],
    })
  const foyer = await connected()
  expect((await getAccountTokens(foyer)).map((token) => token.symbol)).toEqual(['ETH'])
})

test("a failure is 'Token Balance Unavailable' and blocks new attempts for 30 s", async () => {
  answer = () =>
    Response.json({ error: { code: 'CHAIN_UNAVAILABLE', message: 'down' } }, { status: 502 })
  const foyer = await connected()
  await expect(getAccountTokens(foyer)).rejects.toMatchObject({
    shortMessage: 'Token Balance Unavailable',
    code: 'TOKEN_BALANCE_UNAVAILABLE',
  })
  // The modal toasts it (react's TokensTab test); an action never does.
  expect(foyer.getState().toast).toBeUndefined()
  expect(fetch).toHaveBeenCalledTimes(1)

  answer = () => Response.json({ balances: [balance('ETH', '18')] })
  vi.setSystemTime(Date.now() + 29_000)
  await expect(getAccountTokens(foyer)).rejects.toMatchObject({
    shortMessage: 'Token Balance Unavailable',
  })
  expect(fetch).toHaveBeenCalledTimes(1)
  vi.setSystemTime(Date.now() + 1_500)
  expect(await getAccountTokens(foyer)).toHaveLength(1)
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('an unsupported network is unavailable too, without asking the service', async () => {
  answer = () => Response.json({ balances: [] })
  const foyer = await connected()
  foyer.store.setState((state) => ({
    networks: {
      ...state.networks,
      eip155: { ...(state.networks.eip155 as NetworkState), unsupported: true },
    },
  }))
  await expect(getAccountTokens(foyer)).rejects.toMatchObject({
    shortMessage: 'Token Balance Unavailable',
  })
  expect(fetch).not.toHaveBeenCalled()
})

test('the native balance falls back to the chain when the service fails (issue 21, #3)', async () => {
  answer = () => Response.json({ balances: [balance('ETH', '18')] })
  const foyer = await connected()
  const { getBalance } = await import('./getBalance.js')
  // From the service: its quantity.
  expect((await getBalance(foyer)).formatted).toBe('1')
  answer = () => new Response('{}', { status: 502 })
  // The service down: the memory wallet's balance as the chain has it.
  expect(await getBalance(foyer)).toMatchObject({ formatted: '1.2345', symbol: 'ETH' })
})

// SPEC §3 'Wallet asset': what a wallet answering wallet_getAssets gives for the memory wallet on chain 1.
const walletAsset = (symbol: string, decimals: number, balance: string, address = 'native') => ({
  address,
  balance,
  type: address === 'native' ? 'NATIVE' : 'ERC20',
  metadata: { name: symbol, symbol, decimals, price: 2, iconUrl: `https://i.test/${symbol}.png` },
})

describe('from the wallet (wallet_getAssets)', () => {
  const service = [balance('ETH', '18'), balance('SVC', '6', 'eip155:1', 'eip155:1:0x2')]

  test('a valid answer is the list, and the data service is not asked', async () => {
    answer = () => Response.json({ balances: service })
    const asked: unknown[] = []
    const foyer = await connected(async (parameters) => {
      asked.push(parameters)
      return [
        walletAsset('ETH', 18, '0xde0b6b3a7640000'),
        walletAsset('USDC', 6, '0x2dc6c0', '0x0000000000000000000000000000000000000003'),
        walletAsset('PTS', 0, '0x5', '0x0000000000000000000000000000000000000004'),
      ]
    })
    const tokens = await getAccountTokens(foyer)
    expect(tokens).toEqual([
      {
        name: 'ETH',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 2,
        price: 2,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: 'https://i.test/ETH.png',
      },
      {
        name: 'USDC',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: 'eip155:1:0x0000000000000000000000000000000000000003',
        value: 6,
        price: 2,
        quantity: { decimals: '6', numeric: '3' },
        iconUrl: 'https://i.test/USDC.png',
      },
      // PTS, with zero decimals, is left out as the service's would be (SPEC §3).
    ])
    expect(asked).toEqual([
      {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
      },
    ])
    expect(fetch).not.toHaveBeenCalled()
    // Send holds the wallet's tokens as it holds the service's.
    expect(toSendToken(tokens[1] as TokenBalance)).toMatchObject({
      address: '0x0000000000000000000000000000000000000003',
      decimals: 6,
      balance: '3',
    })
  })

  const invalid: [string, () => Promise<unknown>][] = [
    [
      'an asset without metadata',
      async () => [{ address: 'native', balance: '0x1', type: 'NATIVE' }],
    ],
    [
      'a balance that is not a string',
      async () => [{ ...walletAsset('ETH', 18, '0x1'), balance: 1 }],
    ],
    ['another type', async () => [{ ...walletAsset('NFT', 1, '0x1', '0x5'), type: 'ERC721' }]],
    ['a map rather than a list', async () => ({ '0x1': [walletAsset('ETH', 18, '0x1')] })],
    ['nothing', async () => undefined],
    [
      'an error (a wallet that does not know the method)',
      async () => {
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      },
    ],
  ]
  test.each(invalid)('%s: the data service’s list, as without the wallet', async (_, wallet) => {
    answer = () => Response.json({ balances: service })
    const foyer = await connected(wallet)
    expect((await getAccountTokens(foyer)).map((token) => token.symbol)).toEqual(['ETH', 'SVC'])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(foyer.getState().tokenBalanceFailedAt).toBeUndefined()
  })

  test('a wallet that never answers: the data service’s list after WALLET_ASSETS_TIMEOUT_MS', async () => {
    answer = () => Response.json({ balances: service })
    const foyer = await connected(() => new Promise(() => {}))
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const tokens = getAccountTokens(foyer)
    await vi.advanceTimersByTimeAsync(WALLET_ASSETS_TIMEOUT_MS)
    expect((await tokens).map((token) => token.symbol)).toEqual(['ETH', 'SVC'])
  })

  test('an invalid answer and a failing service: Token Balance Unavailable, as without the wallet', async () => {
    answer = () =>
      Response.json({ error: { code: 'CHAIN_UNAVAILABLE', message: 'down' } }, { status: 502 })
    const foyer = await connected(async () => [{ address: 'native' }])
    await expect(getAccountTokens(foyer)).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })

  test('while the service is blocked after a failure, a valid wallet answer is still the list', async () => {
    answer = () => new Response('{}', { status: 502 })
    let wallet: unknown
    const foyer = await connected(async () => wallet)
    await expect(getAccountTokens(foyer)).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
    wallet = [walletAsset('ETH', 18, '0xde0b6b3a7640000')]
    expect((await getAccountTokens(foyer)).map((token) => token.symbol)).toEqual(['ETH'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('an unsupported network: the wallet is not asked either', async () => {
    let asked = 0
    const foyer = await connected(async () => {
      asked++
      return []
    })
    foyer.store.setState((state) => ({
      networks: {
        ...state.networks,
        eip155: { ...(state.networks.eip155 as NetworkState), unsupported: true },
      },
    }))
    await expect(getAccountTokens(foyer)).rejects.toMatchObject({
      shortMessage: 'Token Balance Unavailable',
    })
    expect(asked).toBe(0)
  })
})

test('a wallet’s icon on the services gets the client parameters, as the service’s own', async () => {
  answer = () => Response.json({ balances: [] })
  const icon = 'http://api.test/v1/fungible/icon/eip155:1/native'
  const foyer = await connected(async () => [
    {
      ...walletAsset('ETH', 18, '0x1'),
      metadata: { ...walletAsset('ETH', 18, '0x1').metadata, iconUrl: icon },
    },
  ])
  const [token] = await getAccountTokens(foyer)
  expect(new URL(token?.iconUrl ?? '').searchParams.get('projectId')).toBe('p')
  expect(token?.iconUrl.startsWith('http://api.test/v1/fungible/icon/')).toBe(true)
})
