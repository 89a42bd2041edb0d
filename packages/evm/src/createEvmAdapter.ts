import {
  ConnectorNotFoundError,
  InvalidEmailError,
  NetworkNotFoundError,
  NotConnectedError,
} from '@foyer/core'
import {
  type AdapterConnection,
  type AdapterContext,
  type ChainAdapter,
  type ChecksAddresses,
  type ConnectFlow,
  type GrantsPermissions,
  type ManagesEmbeddedWallet,
  type ReadsWalletAssets,
  RPC_TRANSPORT,
  type SendsCalls,
  type SendsTransactions,
  STORAGE_PREFIX,
  type TransfersTokens,
  type VerifiesMessages,
} from '@foyer/core/adapter'
import { takeSocialReturn } from '@foyer/embedded'
import {
  type Config,
  type Connector,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  getClient,
  getConnection,
  watchConnection,
} from '@wagmi/core'
import {
  type Address,
  type Chain,
  type EIP1193Provider,
  type Hex,
  isAddress,
  type Transport,
} from 'viem'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnectorState,
  authConnector,
  embeddedLoader,
} from './auth/authConnector.js'
import { toCaipNetwork } from './caipNetwork.js'
import { reportConnectors } from './reportConnectors.js'
import { switchEthereumChain } from './switchChain.js'
import { chainTransports } from './transport.js'
import { addWalletConnect } from './walletconnect/addWalletConnect.js'
import { OTHER_NAMESPACES_ONLY } from './walletconnect/parameters.js'

/** The wagmi actions, loaded on first use (see actions.ts). */
const actions = () => import('./actions.js').then((module) => module.actions)

export type EvmAdapterOptions = {
  /** The EVM networks the app supports, first one the default. viem `Chain` objects. */
  networks: readonly [Chain, ...Chain[]]
  /** Per-chain transports; defaults to HTTP on each chain's default RPC URL. */
  transports?: Record<number, Transport> | undefined
  /** Extra wagmi connectors (e.g. a host's own). EIP-6963 wallets are found without this. */
  connectors?: CreateConnectorFn[] | undefined
  /** Discover wallets announced through EIP-6963. Default true. */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** Where wagmi persists its state; defaults to localStorage under Foyer's key prefix. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** The EVM adapter: a ChainAdapter for eip155, plus the wagmi config it runs on for hosts that use wagmi too. */
export type EvmAdapter = ChainAdapter &
  VerifiesMessages &
  ChecksAddresses &
  TransfersTokens &
  SendsTransactions &
  SendsCalls &
  GrantsPermissions &
  ReadsWalletAssets &
  ManagesEmbeddedWallet & { readonly wagmiConfig: Config }

/**
 * Creates the EVM adapter on @wagmi/core and viem. Its `wagmiConfig` can be passed to a host's own
 * WagmiProvider, so the host's wagmi hooks and Foyer see the same connection.
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const chains = options.networks
  const rawStorage = options.storage === undefined ? browserStorage() : options.storage
  const transports = chainTransports(chains, options.transports)
  const wagmiConfig = createConfig({
    chains,
    transports: transports.byChain,
    pollingInterval: RPC_TRANSPORT.pollingIntervalMs,
    connectors: options.connectors ?? [],
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
    storage: rawStorage
      ? createStorage({ key: `${STORAGE_PREFIX}wagmi`, storage: rawStorage })
      : null,
  })
  const networks = chains.map(toCaipNetwork)

  const chainFor = (chainId: number) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain) throw new NetworkNotFoundError(`eip155:${chainId}`)
    return chain
  }
  // wagmi's client for a configured chain (its transport), for the reads in rpc.ts.
  const clientFor = (chainId: number) => {
    const client = getClient(wagmiConfig, { chainId: chainFor(chainId).id })
    if (!client) throw new NetworkNotFoundError(`eip155:${chainId}`)
    return client
  }

  const connectorByUid = (uid: string) => {
    const connector = wagmiConfig.connectors.find((candidate) => candidate.uid === uid)
    if (!connector) throw new ConnectorNotFoundError(uid)
    return connector
  }
  const currentConnection = (): AdapterConnection | undefined => {
    const connection = getConnection(wagmiConfig)
    if (connection.status !== 'connected') return undefined
    return {
      address: connection.address,
      // The embedded wallet knows which of its accounts is the smart account and which the EOA.
      accounts:
        connection.connector.id === AUTH_CONNECTOR_ID && auth.connection?.accounts.length
          ? auth.connection.accounts
          : connection.addresses.map((address) => ({ address })),
      chainId: connection.chainId,
      connectorUid: connection.connector.uid,
      ...(connection.connector.id === AUTH_CONNECTOR_ID && auth.connection
        ? {
            user: { email: auth.connection.email, username: auth.connection.userName },
            socialProvider: auth.connection.socialProvider,
            preferredAccountType: auth.connection.preferredAccountType,
            smartAccountDeployed: auth.connection.smartAccountDeployed,
            smartAccountEnabledNetworks: auth.connection.smartAccountEnabledNetworks,
          }
        : {}),
    }
  }
  // The embedded wallet's auth connector, added at mount when the host turned e-mail login on.
  const auth: AuthConnectorState = {
    login: undefined,
    socialReturn: undefined,
    connection: undefined,
    load: () => Promise.reject(new NotConnectedError()),
    hub: undefined,
    setAccountType: undefined,
    changed: undefined,
  }
  const embeddedTransport = async () => {
    if (getConnection(wagmiConfig).connector?.id !== AUTH_CONNECTOR_ID)
      throw new NotConnectedError()
    return (await auth.load()).transport
  }
  // Set while mounted: connect and reconnect report what they ended with through it.
  let context: AdapterContext | undefined
  const reportConnection = () => {
    const current = currentConnection()
    if (current) context?.emit({ type: 'connection', connection: current })
  }
  auth.changed = reportConnection

  return {
    namespace: 'eip155',
    networks,
    wagmiConfig,

    mount(mounted) {
      context = mounted
      transports.useGateway((chainId) => mounted.rpcGatewayUrl(`eip155:${chainId}`))
      const settings = mounted.embeddedWallet
      if (settings && !wagmiConfig.connectors.some((c) => c.id === AUTH_CONNECTOR_ID)) {
        const loader = embeddedLoader(mounted, settings, chains[0].id)
        auth.load = loader.load
        auth.hub = loader.hub
        // Back from a social login by redirect or a Telegram mini-app: the reconnect completes it.
        auth.socialReturn = takeSocialReturn()
        const connector = wagmiConfig._internal.connectors.setup(
          authConnector({ chains, context: mounted, state: auth, storage: rawStorage }),
        )
        wagmiConfig._internal.connectors.setState((connectors) => [connector, ...connectors])
      }
      const hub = addWalletConnect(wagmiConfig, { chains, mounted, storage: rawStorage })
      const stopConnectors = reportConnectors(wagmiConfig, mounted, {
        walletConnect: hub,
        embedded: auth.hub,
      })
      const stopConnection = watchConnection(wagmiConfig, {
        onChange(connection, previous) {
          if (connection.status === 'connected') reportConnection()
          else if (connection.status === 'disconnected' && previous.status === 'connected')
            mounted.emit({ type: 'disconnected' })
        },
      })
      return () => {
        stopConnectors()
        stopConnection()
        context = undefined
      }
    },

    async connect({ connectorUid, chainId, email, social, passkey, flow }) {
      const connector = connectorByUid(connectorUid)
      if (connector.id === AUTH_CONNECTOR_ID) {
        if (social) auth.login = { social, flow }
        else if (email) auth.login = { email, flow }
        else if (passkey) auth.login = { passkey, flow }
        else throw new InvalidEmailError()
      }
      const { connect } = await actions()
      const stopSteps = forwardSteps(connector, flow)
      try {
        await abortable(
          connect(wagmiConfig, {
            connector,
            chainId: chainId === undefined ? undefined : Number(chainId),
          }),
          flow.signal,
        )
      } catch (error) {
        // A WalletConnect wallet that approved only the other namespaces (Solana): they are connected.
        if ((error as { code?: unknown }).code === OTHER_NAMESPACES_ONLY) return
        throw error
      } finally {
        stopSteps()
      }
      // wagmi's store change has been reported already; reporting again covers a connect that changed nothing.
      reportConnection()
    },

    async reconnect() {
      // wagmi tries the recent connector first, then previously connected ones, then the rest; it skips
      // unauthorised connectors and ones sharing a provider (SPEC §4).
      const { reconnect } = await actions()
      await reconnect(wagmiConfig)
      reportConnection()
    },

    hasPendingLogin: () => auth.socialReturn !== undefined,

    async disconnect() {
      const { disconnect } = await actions()
      await disconnect(wagmiConfig)
    },

    async switchNetwork({ network }) {
      const connection = getConnection(wagmiConfig)
      if (connection.status !== 'connected') throw new NotConnectedError()
      const provider = (await connection.connector.getProvider()) as EIP1193Provider
      await switchEthereumChain(provider, network)
    },

    async getBalance({ address, network }) {
      const { readNativeBalance } = await actions()
      const chainId = Number(network.id)
      const value = await readNativeBalance(clientFor(chainId), address as Address)
      const { decimals, symbol } = chainFor(chainId).nativeCurrency
      return { value, decimals, symbol }
    },

    // EIP-55: a mixed-case address must carry a valid checksum; all lower or all upper case carries none
    // (viem's strict check treats all upper case as mixed). viem's isAddress is in the entry already.
    hasValidChecksum: (address) =>
      address.slice(2) === address.slice(2).toUpperCase() || isAddress(address, { strict: true }),

    async signMessage({ message, address }) {
      const { signMessage } = await actions()
      return signMessage(wagmiConfig, { message, account: address as `0x${string}` })
    },

    async verifyMessage({ message, address, signature, network }) {
      const { verifyMessageSignature } = await actions()
      return verifyMessageSignature(clientFor(Number(network.id)), {
        message,
        address: address as Address,
        signature: signature as Hex,
      })
    },

    async transferNative({ to, amount, network }) {
      const { sendTransaction } = await actions()
      // A native transfer is value with empty data (SPEC §4).
      return sendTransaction(wagmiConfig, {
        to: to as Address,
        value: amount,
        data: '0x',
        chainId: Number(network.id),
      })
    },

    async transferToken({ token, to, amount, network }) {
      const { simulateTransfer, writeContract, transferAbiFor } = await actions()
      const chainId = Number(network.id)
      const abi = transferAbiFor(token)
      const from = getConnection(wagmiConfig).address
      if (!from) throw new NotConnectedError()
      // Simulated first, so a transfer that would revert fails before the wallet asks the visitor to sign;
      // the ABI must then match what the token returns (Tether's transfer returns nothing).
      await simulateTransfer(clientFor(chainId), {
        token: token as Address,
        abi,
        from,
        to: to as Address,
        amount,
      })
      return writeContract(wagmiConfig, {
        address: token as Address,
        abi,
        functionName: 'transfer',
        args: [to as Address, amount],
        chainId,
        account: from,
      })
    },

    async sendTransaction({ to, data, value, gas, network }) {
      const { sendTransaction } = await actions()
      return sendTransaction(wagmiConfig, {
        to: to as Address,
        data: data as Hex,
        value,
        gas,
        chainId: Number(network.id),
      })
    },

    async estimateTransferFee({ from, to, amount, token, network }) {
      const { estimateGas, estimateFeesPerGas, encodeFunctionData, transferAbiFor } =
        await actions()
      const chainId = Number(network.id)
      const call = token
        ? {
            to: token as Address,
            data: encodeFunctionData({
              abi: transferAbiFor(token),
              functionName: 'transfer',
              args: [to as Address, amount],
            }),
          }
        : { to: to as Address, value: amount, data: '0x' as const }
      const [gas, fees] = await Promise.all([
        estimateGas(wagmiConfig, { ...call, account: from as Address, chainId }),
        estimateFeesPerGas(wagmiConfig, { chainId }),
      ])
      return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
    },

    async waitForTransaction({ hash, network }) {
      const { waitForTransactionReceipt } = await actions()
      const receipt = await waitForTransactionReceipt(clientFor(Number(network.id)), {
        hash: hash as Hex,
      })
      return receipt.status
    },

    isEmbeddedWalletConnected() {
      const connection = getConnection(wagmiConfig)
      return connection.status === 'connected' && connection.connector.id === AUTH_CONNECTOR_ID
    },

    async updateEmail({ email }) {
      return (await embeddedTransport()).request('UPDATE_EMAIL', { email })
    },

    async updateEmailPrimaryOtp({ otp }) {
      return (await embeddedTransport()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },

    async updateEmailSecondaryOtp({ otp }) {
      const result = await (await embeddedTransport()).request('UPDATE_EMAIL_SECONDARY_OTP', {
        otp,
      })
      if (auth.connection) auth.connection = { ...auth.connection, email: result.email }
      reportConnection()
      return result
    },

    async listEmbeddedDevices() {
      return (await (await embeddedTransport()).request('LIST_DEVICES', {})).devices
    },

    async revokeEmbeddedDevice({ id }) {
      await (await embeddedTransport()).request('REVOKE_DEVICE', { id })
    },

    async listEmbeddedPasskeys() {
      return (await (await embeddedTransport()).request('LIST_PASSKEYS', {})).passkeys
    },

    async addEmbeddedPasskey({ show, signal }) {
      const transport = await embeddedTransport()
      const { embedded } = await auth.load()
      await embedded.runPasskeyCeremony(transport, 'add', { show, signal })
    },

    async setPreferredAccountType({ type }) {
      if (!auth.setAccountType) throw new NotConnectedError()
      return auth.setAccountType(type)
    },

    async sendCalls({ calls, network, capabilities }) {
      const { provider, address } = await connectedProvider()
      const { sendWalletCalls } = await actions()
      return sendWalletCalls(provider, {
        calls,
        chainId: Number(network.id),
        from: address,
        capabilities,
      })
    },

    async getCallsStatus({ id }) {
      const { getWalletCallsStatus } = await actions()
      return getWalletCallsStatus((await connectedProvider()).provider, id)
    },

    async getCapabilities({ network }) {
      const { provider, address } = await connectedProvider()
      const { getWalletCapabilities } = await actions()
      return getWalletCapabilities(provider, address, Number(network.id))
    },

    async getWalletAssets({ address, network }) {
      const { provider } = await connectedProvider()
      const { getWalletAssets } = await actions()
      return getWalletAssets(provider, { address, chainId: Number(network.id) })
    },

    async grantPermissions({ network, ...request }) {
      const { provider, address } = await connectedProvider()
      const { grantWalletPermissions } = await actions()
      return grantWalletPermissions(provider, {
        ...request,
        chainId: Number(network.id),
        account: address,
      })
    },

    async revokePermissions({ permissionsContext }) {
      const { revokeWalletPermissions } = await actions()
      await revokeWalletPermissions((await connectedProvider()).provider, permissionsContext)
    },

    async getProvider() {
      const connection = getConnection(wagmiConfig)
      return connection.status === 'connected' ? connection.connector.getProvider() : undefined
    },
  }

  async function connectedProvider() {
    const connection = getConnection(wagmiConfig)
    if (connection.status !== 'connected') throw new NotConnectedError()
    const provider = (await connection.connector.getProvider()) as EIP1193Provider
    return { provider, address: connection.address }
  }
}

/**
 * A wagmi connector that pairs (WalletConnect) announces its URI as a `display_uri` message: it becomes the
 * flow's displayUri step. Returns a function that stops listening.
 */
function forwardSteps(connector: Connector, flow: ConnectFlow): () => void {
  const onMessage = (message: { type: string; data?: unknown }) => {
    if (message.type === 'display_uri' && typeof message.data === 'string')
      flow.step({ type: 'displayUri', uri: message.data })
  }
  connector.emitter.on('message', onMessage)
  return () => connector.emitter.off('message', onMessage)
}

/** Settles with `promise`, or rejects with the signal's reason once the visitor cancels the flow. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}
