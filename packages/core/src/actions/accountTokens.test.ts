import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import type { NetworkState } from '../state/types.js'
import { getAccountTokens } from './accountTokens.js'

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

async function connected() {
  const foyer = createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    features: { analytics: false },
  })
  await foyer.connect({ connectorUid: 'memory-1' })
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
