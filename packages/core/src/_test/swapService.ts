import { afterEach, beforeEach, vi } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryAdapter } from './memoryAdapter.js'

// The swap service is tested against the devnet's AMM in services/api, and the whole path in a browser in
// e2e/swap.spec.ts; the client's tests give its answers directly, to test the client's rules around them.

export const SWAP_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SWAP_ROUTER = '0xcAFBf38790B6C9c27523623546990fD5D2dFB1c7'
export const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
}
export const FUSD = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  address: 'eip155:1:0x1111111111111111111111111111111111111111',
  decimals: 6,
  logoUri: '',
}
/** fUSD's address on another network. */
export const ELSEWHERE = {
  ...FUSD,
  address: 'eip155:10:0x1111111111111111111111111111111111111111',
}
/** The service's quote of 0.5 ETH for `toAmount` fUSD units. */
export const swapQuote = (toAmount: string) => ({
  fromAccount: ETH.address,
  fromAmount: '500000000000000000',
  toAccount: FUSD.address,
  toAmount,
  route: [ETH.address, FUSD.address],
  priceImpact: 0.5,
  gasLimit: '125000',
  networkFee: '125000000000000',
})

/**
 * The swap service on fetch, for every test of the file: `answers` by the path's end (a test sets them);
 * `requested()` lists the URLs asked. Console warnings are kept for the test to read.
 */
export function serveSwap() {
  const answers: Record<string, () => unknown> = {}
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key]
    vi.stubGlobal('window', {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url).pathname
        const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1]
        return answer ? Response.json(answer()) : Response.json({}, { status: 404 })
      }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  return {
    answers,
    requested: () => vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url))),
  }
}

/** An instance connected through the memory wallet on `namespace`; `apiUrl` null: no services. */
export async function connectedSwapper(
  namespace: 'eip155' | 'solana' = 'eip155',
  apiUrl: string | null = 'http://api.test',
) {
  const adapter = createMemoryAdapter({ namespace })
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    apiUrl: apiUrl ?? undefined,
    storage: null,
    features: { analytics: false },
  })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  vi.mocked(fetch).mockClear()
  return { foyer, adapter }
}
