import type {
  AdapterConnection,
  AdapterContext,
  AdapterUser,
  ChainAdapter,
  ManagesEmbeddedWallet,
  SendsTransactions,
  TransfersTokens,
} from '../adapter.js'
import type { ConnectFlow } from '../connectors/flow.js'
import type { Connector } from '../connectors/types.js'
import type { CaipNetwork, Namespace } from '../types/caip.js'

/** The namespaces the memory adapter can stand in for, with networks and an account of each. */
const FAMILIES = {
  eip155: {
    networks: [1, 10].map((id) => network('eip155', id, 'Ether', 'ETH', 18)),
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  },
  solana: {
    networks: ['devnet', 'testnet'].map((id) => network('solana', id, 'Solana', 'SOL', 9)),
    address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
} as const

function network(
  namespace: Namespace,
  id: number | string,
  name: string,
  symbol: string,
  decimals: number,
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: `Chain ${id}`,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  }
}

/** Test-only: networks shaped like the devnet's. */
export const testNetworks: CaipNetwork[] = [...FAMILIES.eip155.networks]

/**
 * Test-only: a session that serves several namespaces at once, like a WalletConnect session or the embedded
 * wallet. Adapters given the same session list its connector and report their accounts when it connects.
 * With `email`, it is an embedded wallet: its user has that e-mail, which the visitor can change with
 * `otp` as the code of both steps (the adapters then implement ManagesEmbeddedWallet).
 */
export function createMemorySession(
  options: {
    namespaces?: Namespace[]
    type?: Connector['type']
    otp?: string
    email?: string
  } = {},
) {
  const listeners = new Set<(connected: boolean) => void>()
  const checkCode = (otp: string) => {
    if (otp !== options.otp) throw new Error('Invalid code')
  }
  let newEmail: string | undefined
  const session = {
    connected: false,
    user: (options.email === undefined ? undefined : { email: options.email }) as
      | AdapterUser
      | undefined,
    connector: {
      id: 'memory-session',
      uid: 'session-1',
      name: 'Memory Session',
      type: options.type ?? 'auth',
      namespaces: options.namespaces ?? ['eip155', 'solana'],
    } satisfies Connector,
    /** The flow a visitor goes through: a URI to show, then a code to type when `otp` is set. */
    async connect(flow: ConnectFlow) {
      flow.step({ type: 'displayUri', uri: 'memory:pair?topic=1' })
      if (options.otp !== undefined) {
        flow.step({ type: 'awaitOtp', email: 'visitor@example.com' })
        const answer = await flow.answer()
        if (!('value' in answer) || answer.value !== options.otp)
          throw Object.assign(new Error('Wrong code'), { code: 4001 })
      }
      session.connected = true
      for (const listener of listeners) listener(true)
    },
    disconnect() {
      if (!session.connected) return
      session.connected = false
      for (const listener of listeners) listener(false)
    },
    listen(listener: (connected: boolean) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Every e-mail change step the visitor went through, in order. */
    emailChanges: [] as string[],
    async updateEmail({ email }: { email: string }) {
      session.emailChanges.push(`update:${email}`)
      newEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    async updateEmailPrimaryOtp({ otp }: { otp: string }) {
      session.emailChanges.push(`primary:${otp}`)
      checkCode(otp)
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
    async updateEmailSecondaryOtp({ otp }: { otp: string }) {
      session.emailChanges.push(`secondary:${otp}`)
      checkCode(otp)
      const email = newEmail ?? ''
      session.user = { ...session.user, email }
      // The wallet reports the connection again, its user carrying the new e-mail.
      for (const listener of listeners) listener(true)
      return { email }
    },
  }
  return session
}

export type MemorySession = ReturnType<typeof createMemorySession>

/**
 * Test-only adapter that keeps its "wallet" in memory, for core's own unit tests (core's contract with
 * adapters, like wagmi's mock connector). It stands in for any namespace with an address rule; the real
 * EVM adapter is tested against anvil in @foyer/evm.
 */
export function createMemoryAdapter(
  options: {
    namespace?: keyof typeof FAMILIES
    authorized?: boolean
    failDisconnect?: boolean
    session?: MemorySession
  } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const family = FAMILIES[namespace]
  const sent: { to: string; amount: bigint; token?: string; data?: string }[] = []
  let rejectNext = false
  let refuseConnect = false
  let rejectSignature = false
  let context: AdapterContext | undefined
  let authorized = options.authorized ?? false
  let chainId: number | string = (family.networks[0] as CaipNetwork).id
  const address = family.address
  const calls = { reconnect: 0, connect: 0, disconnect: 0 }
  let reconnectGate: Promise<void> = Promise.resolve()
  // The EVM stand-in keeps the short names the modal's tests find it by.
  const connector: Connector = {
    id: namespace === 'eip155' ? 'memory' : `memory-${namespace}`,
    uid: namespace === 'eip155' ? 'memory-1' : `memory-${namespace}-1`,
    name: 'Memory Wallet',
    namespaces: [namespace],
    type: 'injected',
  }
  let connectorUid = connector.uid
  const connection = (): AdapterConnection => ({
    address,
    accounts: [{ address }],
    chainId,
    connectorUid,
    ...(session && connectorUid === session.connector.uid && session.user
      ? { user: session.user }
      : {}),
  })
  const report = () => context?.emit({ type: 'connection', connection: connection() })
  const { session } = options

  const adapter: ChainAdapter & {
    calls: typeof calls
    connector: Connector
    holdReconnect(gate: Promise<void>): void
    walletSwitchesTo(chainId: number | string): void
    walletDisconnects(): void
  } & TransfersTokens &
    SendsTransactions & {
      sent: typeof sent
      rejectNextTransfer(): void
      rejectNextConnect(): void
      rejectNextSignature(): void
    } = {
    namespace,
    networks: family.networks,
    connector,
    calls,
    mount(ctx) {
      context = ctx
      ctx.emit({
        type: 'connectors',
        connectors: session ? [connector, session.connector] : [connector],
      })
      const stop = session?.listen((connected) => {
        if (connected) {
          connectorUid = session.connector.uid
          authorized = true
          report()
        } else if (connectorUid === session.connector.uid) {
          authorized = false
          ctx.emit({ type: 'disconnected' })
        }
      })
      return () => {
        stop?.()
        context = undefined
      }
    },
    async connect({ connectorUid: uid, chainId: wanted, flow }) {
      calls.connect++
      if (session && uid === session.connector.uid) return session.connect(flow)
      if (refuseConnect) {
        refuseConnect = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      if (family.networks.some((network) => network.id === wanted)) chainId = wanted as string
      connectorUid = connector.uid
      authorized = true
      report()
    },
    async reconnect() {
      calls.reconnect++
      await reconnectGate
      if (authorized) report()
    },
    async disconnect() {
      calls.disconnect++
      authorized = false
      if (session && connectorUid === session.connector.uid) session.disconnect()
      if (options.failDisconnect) throw new Error('wallet is busy')
    },
    async switchNetwork({ network }) {
      chainId = network.id
      report()
    },
    async getBalance() {
      return namespace === 'eip155'
        ? { value: 1_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' }
        : { value: 2_500_000_000n, decimals: 9, symbol: 'SOL' }
    },
    async signMessage({ message }) {
      if (rejectSignature) {
        rejectSignature = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return `signed:${message}`
    },
    async getProvider() {
      return undefined
    },
    sent,
    rejectNextConnect() {
      refuseConnect = true
    },
    rejectNextSignature() {
      rejectSignature = true
    },
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
    async sendTransaction({ to, data, value }) {
      sent.push({ to, amount: value, data })
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
      report()
    },
    walletDisconnects() {
      context?.emit({ type: 'disconnected' })
    },
  }
  // An embedded-wallet session: the account's e-mail can change (the capability is there or absent, as in
  // a real adapter).
  if (session?.user) {
    const embeddedWallet: ManagesEmbeddedWallet = {
      isEmbeddedWalletConnected: () => session.connected && connectorUid === session.connector.uid,
      updateEmail: (parameters) => session.updateEmail(parameters),
      updateEmailPrimaryOtp: (parameters) => session.updateEmailPrimaryOtp(parameters),
      updateEmailSecondaryOtp: (parameters) => session.updateEmailSecondaryOtp(parameters),
    }
    Object.assign(adapter, embeddedWallet)
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
