// Test-only helpers for the wallet views: a memory adapter that can send, the services stubbed on fetch,
// and history items shaped like the service's.
import type { HistoryItem, TokenBalance } from '@foyer/core'
import { vi } from 'vitest'
import type { TestFoyer } from './render.js'

export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const HASH = `0x${'ab'.repeat(32)}`
export const API_URL = 'http://api.test'

/** Gives the test foyer's memory adapter the transfer capability; returns what it sent. */
export function withTransfers(foyer: TestFoyer) {
  const sent: { to: string; amount: bigint; token?: string }[] = []
  Object.assign(foyer.adapter, {
    async transferNative({ to, amount }: { to: string; amount: bigint }) {
      sent.push({ to, amount })
      return HASH
    },
    async transferToken({ token, to, amount }: { token: string; to: string; amount: bigint }) {
      sent.push({ to, amount, token })
      return HASH
    },
    // 21 000 gas at 1 gwei: 0.000021 ETH.
    async estimateTransferFee() {
      return 21_000_000_000_000n
    },
    async waitForTransaction() {
      return 'success' as const
    },
  })
  return sent
}

type Route = (url: URL) => unknown | Promise<unknown>

/**
 * Stubs fetch with the services: each route (a path ending) answers JSON, or a Response as is; anything
 * else is a 404 (analytics then fails quietly, as it does against a missing service). The project's allowed
 * origins are this page's unless a route says otherwise (a failed list would raise Invalid App Configuration).
 */
export function serveApi(routes: Record<string, Route>) {
  const calls: URL[] = []
  const served: Record<string, Route> = {
    '/projects/v1/origins': () => ({ allowedOrigins: [location.origin] }),
    ...routes,
  }
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    calls.push(url)
    const route = Object.entries(served).find(([ending]) => url.pathname.endsWith(ending))?.[1]
    if (!route) return new Response('{}', { status: 404 })
    const answer = await route(url)
    return answer instanceof Response ? answer : Response.json(answer)
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

/** A token balance as the service answers it. */
export function tokenBalance(
  symbol: string,
  numeric: string,
  value: number,
  { decimals = '18', address }: { decimals?: string; address?: string } = {},
): TokenBalance {
  return {
    name: `${symbol} Token`,
    symbol,
    chainId: 'eip155:1',
    address,
    value,
    price: value / Number(numeric),
    quantity: { decimals, numeric },
    iconUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
  }
}

/** A history item with one fungible transfer. */
export function historyItem({
  id,
  operationType = 'send',
  minedAt,
  chain = 'eip155:1',
  symbol = 'ETH',
  numeric = '1',
  spam = false,
}: {
  id: string
  operationType?: HistoryItem['metadata']['operationType']
  minedAt: string
  chain?: string
  symbol?: string
  numeric?: string
  spam?: boolean
}): HistoryItem {
  return {
    id,
    metadata: {
      operationType,
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      sentTo: RECEIVER,
      status: 'confirmed',
      nonce: 0,
      chain: chain as HistoryItem['metadata']['chain'],
    },
    transfers: [
      {
        direction: operationType === 'receive' ? 'in' : 'out',
        quantity: { numeric },
        fungible_info: { name: symbol, symbol, ...(spam ? { is_spam: true } : {}) },
      },
    ],
  }
}

/** USDC on mainnet, as a CAIP address (how the services name tokens). */
export const USDC_ADDRESS = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The swap service's two tokens on eip155:1: the coin (as 0xeeee…eeee) and a token. */
export const SWAP_ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: `${API_URL}/public/tokens/eth.svg`,
}
export const SWAP_FUSD = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  address: 'eip155:1:0x1111111111111111111111111111111111111111',
  decimals: 6,
  logoUri: `${API_URL}/public/tokens/fusd.svg`,
}
