import { createConnector, getConnection } from '@wagmi/core'
import { defineChain } from 'viem'
import { beforeEach, expect, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

// SPEC §4 'Reconnect': connectors are tried recently used first, then previously connected, then the rest;
// unauthorised ones and ones sharing a provider with one already connected are skipped; one connecting is
// enough, and when none does the connections are cleared, the current one unset and the status disconnected.
// Stand-in connectors record what reconnect asks of them; no chain is read.

const chain = defineChain({
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let asked: string[] = []
beforeEach(() => {
  asked = []
})

/** A connector that records its calls; `provider` lets two connectors share one (injected wallets do). */
function standIn(id: string, { authorized = true, provider = { id } as object } = {}) {
  return createConnector(() => ({
    id,
    name: id,
    type: 'standIn',
    async connect() {
      asked.push(`connect ${id}`)
      return { accounts: [ADDRESS], chainId: chain.id } as never
    },
    async disconnect() {},
    async getAccounts() {
      return [ADDRESS]
    },
    async getChainId() {
      return chain.id
    },
    async getProvider() {
      return provider
    },
    async isAuthorized() {
      asked.push(`authorized? ${id}`)
      return authorized
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

function adapterWith(connectors: ReturnType<typeof standIn>[], recentConnectorId?: string) {
  // Where wagmi keeps the connector used most recently (the rest of its storage stays empty).
  const storage = {
    getItem: (key: string) =>
      key.endsWith('.recentConnectorId') && recentConnectorId
        ? JSON.stringify(recentConnectorId)
        : null,
    setItem() {},
    removeItem() {},
  }
  const adapter = createEvmAdapter({
    networks: [chain],
    connectors,
    multiInjectedProviderDiscovery: false,
    storage,
  })
  const config = adapter.wagmiConfig
  const byId = (id: string) => {
    const connector = config.connectors.find((candidate) => candidate.id === id)
    if (!connector) throw new Error(`no connector ${id}`)
    return connector
  }
  /** What a page load restores: the connection stored last time. */
  const restore = (id: string) => {
    const connector = byId(id)
    config.setState((state) => ({
      ...state,
      connections: new Map([
        [connector.uid, { accounts: [ADDRESS], chainId: chain.id, connector }],
      ]),
      current: connector.uid,
    }))
  }
  return { adapter, config, restore }
}

test('recently used first, then previously connected, then the rest; unauthorised and shared providers skipped', async () => {
  const shared = { shared: true }
  const { adapter, config, restore } = adapterWith(
    [
      standIn('a', { provider: shared }),
      standIn('previous'),
      standIn('unauthorised', { authorized: false }),
      standIn('sameProviderAsA', { provider: shared }),
      standIn('recent'),
    ],
    'recent',
  )
  // A page load restores the connection stored last time.
  restore('previous')

  await adapter.reconnect()

  expect(asked).toEqual([
    'authorized? recent',
    'connect recent',
    'authorized? previous',
    'connect previous',
    'authorized? a',
    'connect a',
    'authorized? unauthorised',
    // sameProviderAsA: its provider is a's, already connected: not even asked.
  ])
  const connection = getConnection(config)
  expect(connection.status).toBe('connected')
  // The first to connect is the current one.
  expect(connection.connector?.id).toBe('recent')
  expect([...config.state.connections.values()].map((each) => each.connector.id)).toEqual([
    'recent',
    'previous',
    'a',
  ])
})

test('a stored connection no wallet restores: tried first, then the connections are cleared, none is current, disconnected', async () => {
  const { adapter, config, restore } = adapterWith([
    standIn('first', { authorized: false }),
    standIn('second', { authorized: false }),
  ])
  restore('second')
  await adapter.reconnect()
  expect(asked).toEqual(['authorized? second', 'authorized? first'])
  expect(config.state.status).toBe('disconnected')
  expect(config.state.connections.size).toBe(0)
  expect(config.state.current).toBeNull()
})

test('with no recent or previous connector, the configured order', async () => {
  const { adapter, config } = adapterWith([standIn('first'), standIn('second')])
  await adapter.reconnect()
  expect(asked).toEqual([
    'authorized? first',
    'connect first',
    'authorized? second',
    'connect second',
  ])
  expect(getConnection(config).connector?.id).toBe('first')
})
