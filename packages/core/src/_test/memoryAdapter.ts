import type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  TransfersTokens,
} from '../adapter.js'
import type { WalletConnector } from '../state/types.js'
import type { CaipNetwork } from '../types/caip.js'

/** Test-only: networks shaped like the devnet's. */
export const testNetworks: CaipNetwork[] = [1, 10].map((id) => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
}))

/**
 * Test-only adapter that keeps its "wallet" in memory, for core's own unit tests (core's contract with
 * adapters, like wagmi's mock connector). The real EVM adapter is tested against anvil in @foyer/evm.
 */
export function createMemoryAdapter(
  options: { authorized?: boolean; failDisconnect?: boolean } = {},
) {
  const sent: { to: string; amount: bigint; token?: string }[] = []
  let rejectNext = false
  let context: AdapterContext | undefined
  let authorized = options.authorized ?? false
  let chainId = 1
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const calls = { reconnect: 0, connect: 0 }
  let reconnectGate: Promise<void> = Promise.resolve()
  const connector: WalletConnector = {
    id: 'memory',
    uid: 'memory-1',
    name: 'Memory Wallet',
    namespace: 'eip155',
    type: 'injected',
  }
  const connection = (): AdapterConnection => ({
    address,
    accounts: [address],
    chainId,
    connectorUid: connector.uid,
  })

  const adapter: ChainAdapter & {
    calls: typeof calls
    holdReconnect(gate: Promise<void>): void
    walletSwitchesTo(chainId: number): void
    walletDisconnects(): void
  } & TransfersTokens & { sent: typeof sent; rejectNextTransfer(): void } = {
    namespace: 'eip155',
    networks: testNetworks,
    calls,
    mount(ctx) {
      context = ctx
      ctx.emit({ type: 'connectors', connectors: [connector] })
      return () => {
        context = undefined
      }
    },
    async connect() {
      calls.connect++
      authorized = true
      return connection()
    },
    async reconnect() {
      calls.reconnect++
      await reconnectGate
      return authorized ? connection() : undefined
    },
    async disconnect() {
      authorized = false
      if (options.failDisconnect) throw new Error('wallet is busy')
    },
    async switchNetwork({ network }) {
      chainId = Number(network.id)
      context?.emit({ type: 'connection', connection: connection() })
    },
    async getBalance() {
      return { value: 1_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    },
    async signMessage({ message }) {
      return `signed:${message}`
    },
    async getProvider() {
      return undefined
    },
    sent,
    rejectNextTransfer() {
      rejectNext = true
    },
    async transferNative({ to, amount }) {
      if (rejectNext) {
        rejectNext = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      sent.push({ to, amount })
      return `0x${String(sent.length).padStart(64, '0')}`
    },
    async transferToken({ token, to, amount }) {
      sent.push({ to, amount, token })
      return `0x${String(sent.length).padStart(64, '0')}`
    },
    async estimateTransferFee() {
      return 21_000n * 1_000_000_000n
    },
    async waitForTransaction() {
      return 'success'
    },
    holdReconnect(gate) {
      reconnectGate = gate
    },
    walletSwitchesTo(id) {
      chainId = id
      context?.emit({ type: 'connection', connection: connection() })
    },
    walletDisconnects() {
      context?.emit({ type: 'disconnected' })
    },
  }
  return adapter
}

/** Test-only: an in-memory Storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}
