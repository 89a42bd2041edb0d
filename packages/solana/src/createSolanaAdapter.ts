import {
  AccountNotFoundError,
  type CaipNetwork,
  ChainNotSupportedError,
  ConnectorNotFoundError,
  InvalidEmailError,
  NetworkNotFoundError,
  NotConnectedError,
} from '@foyer/core'
import {
  type AdapterConnection,
  type AdapterContext,
  type ChainAdapter,
  STORAGE_PREFIX,
  type TransfersTokens,
  type VerifiesMessages,
  type WalletConnectHub,
} from '@foyer/core/adapter'
import type { EmbeddedWalletHub, EmbeddedWalletSession } from '@foyer/embedded'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import type { EmbeddedLogin } from './embedded/embeddedLogin.js'
import { EMBEDDED_ENTRY, joinEmbeddedWallet } from './embedded/joinEmbeddedWallet.js'
import type { EmbeddedWalletOwner } from './embedded/ownEmbeddedWallet.js'
import { isPublicPreset, useGateway } from './gateway.js'
import { type SolanaNetwork, toCaipNetwork } from './networks.js'
import type { SolanaSession } from './session.js'
import {
  joinWalletConnect,
  type solanaAccountsOf,
  WALLETCONNECT_ENTRY,
} from './walletconnect/joinWalletConnect.js'
import { connectorOf, watchSolanaWallets } from './walletStandard/wallets.js'

/** The working part (RPC, transactions, signatures), loaded on first use with @solana/kit. */
const actions = () => import('./actions.js')

/** How long a reconnect waits for the stored wallet to register (extensions register after the page). */
const RECONNECT_WAIT_MS = 1_500
/**
 * How long a reconnect waits for a session Solana shares with EVM's adapter to come back: a WalletConnect
 * session (the SDK loads, the relay answers) or the embedded wallet's (the frame loads and answers).
 */
const SESSION_RESTORE_MS = 8_000
const STORAGE_KEY = `${STORAGE_PREFIX}solana`

export type SolanaAdapterOptions = {
  /** The Solana clusters the app supports, first one the default (`solanaMainnet`, … or your own). */
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  /** Where the adapter remembers the connected wallet; defaults to localStorage under Foyer's prefix. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** The Solana adapter: a ChainAdapter for the `solana` namespace on the Wallet Standard and @solana/kit. */
export type SolanaAdapter = ChainAdapter & VerifiesMessages & TransfersTokens

type Stored = { wallet: string; network: string }

/**
 * Creates the Solana adapter. Wallets are found through the Wallet Standard (no list to configure);
 * networks are switched by the app (Solana wallets sign for the cluster they are told), and each request
 * names the cluster's chain to the wallet.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  if (!options.networks?.length) throw new Error('createSolanaAdapter: networks is empty')
  const solanaNetworks = options.networks
  const networks = solanaNetworks.map(toCaipNetwork)
  const storage = options.storage === undefined ? browserStorage() : options.storage
  let wallets: readonly Wallet[] = []
  let context: AdapterContext | undefined
  let session:
    | (SolanaSession & {
        connectorUid: string
        stored: string
        stopEvents: () => void
        /** Who signed in, for the embedded wallet's session (SPEC §3 'User'). */
        signedIn?: Pick<AdapterConnection, 'user' | 'socialProvider'> | undefined
      })
    | undefined
  let walletConnect: ReturnType<typeof joinWalletConnect>
  let embedded: ReturnType<typeof joinEmbeddedWallet>
  /** Set when this adapter owns the embedded wallet (no EVM adapter logs in for it). */
  let embeddedOwner: EmbeddedWalletOwner | undefined
  const walletsListeners = new Set<() => void>()

  const read = (): Stored | undefined => {
    try {
      const raw = storage?.getItem(STORAGE_KEY)
      return raw ? (JSON.parse(raw) as Stored) : undefined
    } catch {
      return undefined
    }
  }
  const write = (value: Stored | undefined) => {
    try {
      if (value) storage?.setItem(STORAGE_KEY, JSON.stringify(value))
      else storage?.removeItem(STORAGE_KEY)
    } catch {}
  }
  const networkById = (id: number | string | undefined) =>
    solanaNetworks.find((network) => network.id === id)
  const requireSession = () => {
    if (!session) throw new NotConnectedError()
    return session
  }

  const emitConnection = () => {
    if (!session) return
    context?.emit({
      type: 'connection',
      connection: {
        connectorUid: session.connectorUid,
        address: session.account.address,
        accounts: session.wallet.accounts.map((account) => ({ address: account.address })),
        chainId: session.network.id,
        ...session.signedIn,
      },
    })
  }
  const end = () => {
    session?.stopEvents()
    session = undefined
    write(undefined)
    context?.emit({ type: 'disconnected' })
  }
  /** Makes `accounts` of `wallet` the connection on `network` (the account that knows the network first). */
  const begin = (
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    network: SolanaNetwork,
    {
      connectorUid = connectorOf(wallet).uid,
      stored = wallet.name,
      signedIn,
    }: {
      connectorUid?: string
      stored?: string
      signedIn?: Pick<AdapterConnection, 'user' | 'socialProvider'>
    } = {},
  ) => {
    const account =
      accounts.find((candidate) => candidate.chains.includes(network.chain)) ?? accounts[0]
    if (!account) return false
    session?.stopEvents()
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const stopEvents =
      events?.on('change', ({ accounts: changed }) => {
        if (!changed || !session || session.wallet !== wallet) return
        const kept = changed.find((candidate) => candidate.address === session?.account.address)
        if (changed.length === 0) end()
        else {
          session.account = kept ?? (changed[0] as WalletAccount)
          emitConnection()
        }
      }) ?? (() => {})
    session = { wallet, account, network, connectorUid, stored, stopEvents, signedIn }
    write({ wallet: stored, network: network.id })
    emitConnection()
    return true
  }
  /** The session's Solana side: an account on one of the app's clusters, dressed as a wallet (lazy). */
  const followWalletConnect = (
    accounts: ReturnType<typeof solanaAccountsOf>,
    hub: WalletConnectHub,
  ) => {
    const uid = hub.connector?.uid
    const first = accounts[0]
    if (!first || !uid) {
      if (session && session.connectorUid === uid) end()
      return
    }
    return import('./walletconnect/walletConnectWallet.js').then(({ walletConnectWallet }) => {
      const approved = [...new Set(accounts.map((account) => account.network))]
      const wallet = walletConnectWallet({
        hub,
        address: first.address,
        networks: approved,
        icon: (hub.connector?.icon ?? '') as Wallet['icon'],
      })
      const current = session?.network ?? networkById(read()?.network)
      const network = current && approved.includes(current) ? current : first.network
      begin(wallet, wallet.accounts, network, { connectorUid: uid, stored: WALLETCONNECT_ENTRY })
      for (const listener of [...walletsListeners]) listener()
    })
  }
  /**
   * The embedded wallet's Solana side: its account (the same address on every cluster) on the app's
   * clusters that the frame serves, dressed as a wallet (lazy). Awaited by the login.
   */
  const followEmbedded = async (
    embeddedSession: EmbeddedWalletSession | undefined,
    hub: EmbeddedWalletHub,
  ) => {
    const uid = hub.connector?.uid
    const mine = () => session !== undefined && session.connectorUid === uid
    if (!embeddedSession || !uid || !context) {
      if (mine()) end()
      return
    }
    const { requestApproval } = context
    const opened = await import('./embedded/embeddedWallet.js')
      .then(({ openEmbeddedSolana }) =>
        openEmbeddedSolana({
          transport: embeddedSession.transport,
          connector: hub.connector,
          networks: solanaNetworks,
          requestApproval,
        }),
      )
      // The frame did not answer: its channel has shown the alert; Solana's side stays disconnected.
      .catch(() => undefined)
    if (!opened) {
      if (mine()) end()
      return
    }
    const current = session?.network ?? networkById(read()?.network)
    const network = current && opened.networks.includes(current) ? current : opened.networks[0]
    if (!network) return
    begin(opened.wallet, opened.wallet.accounts, network, {
      connectorUid: uid,
      stored: EMBEDDED_ENTRY,
      signedIn: opened.signedIn,
    })
    for (const listener of [...walletsListeners]) listener()
  }
  /** Resolves once the session a hub shares (WalletConnect's, the embedded wallet's) is connected here, or after the wait. */
  const waitForSession = (uid: () => string | undefined) =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (!session || session.connectorUid !== uid()) return
        clearTimeout(timer)
        walletsListeners.delete(done)
        resolve()
      }
      const timer = setTimeout(() => {
        walletsListeners.delete(done)
        resolve()
      }, SESSION_RESTORE_MS)
      walletsListeners.add(done)
      done()
    })
  const waitForWallet = (name: string) =>
    new Promise<Wallet | undefined>((resolve) => {
      const found = () => wallets.find((wallet) => wallet.name === name)
      if (found()) return resolve(found())
      const check = () => {
        if (!found()) return
        clearTimeout(timer)
        walletsListeners.delete(check)
        resolve(found())
      }
      const timer = setTimeout(() => {
        walletsListeners.delete(check)
        resolve(undefined)
      }, RECONNECT_WAIT_MS)
      walletsListeners.add(check)
    })

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,

    mount(mounted) {
      context = mounted
      for (const network of solanaNetworks) {
        const gateway = isPublicPreset(network)
          ? mounted.rpcGatewayUrl(`solana:${network.id}`)
          : undefined
        if (gateway) useGateway(network, gateway)
      }
      // The WalletConnect connector (reported by the adapter that pairs) is listed in this namespace too.
      const report = () =>
        mounted.emit({
          type: 'connectors',
          connectors: [
            ...wallets.map(connectorOf),
            ...(walletConnect?.hub.connector ? [walletConnect.hub.connector] : []),
            ...(embedded?.hub.connector ? [embedded.hub.connector] : []),
          ],
        })
      walletConnect = joinWalletConnect(mounted, solanaNetworks, followWalletConnect, report)
      embedded = joinEmbeddedWallet(mounted, {
        onSession: followEmbedded,
        onOwn(owner) {
          embeddedOwner = owner
          if (embedded) embedded.hub.refreshConnectors = report
          report()
        },
      })
      const stop = watchSolanaWallets((found) => {
        wallets = found
        report()
        for (const listener of [...walletsListeners]) listener()
      })
      return () => {
        stop()
        walletConnect?.stop()
        embedded?.stop()
        embeddedOwner = undefined
        session?.stopEvents()
        context = undefined
      }
    },

    async connect({ connectorUid, chainId, email, social, passkey, flow }) {
      if (embeddedOwner && connectorUid === embeddedOwner.connector.uid) {
        const login: EmbeddedLogin | undefined = social
          ? { social, flow }
          : email
            ? { email, flow }
            : passkey
              ? { passkey, flow }
              : undefined
        if (!login) throw new InvalidEmailError()
        // Resolves once the session is announced, and Solana's side (followEmbedded) has opened it.
        await embeddedOwner.logIn(login)
        if (session?.connectorUid !== connectorUid) throw new AccountNotFoundError(connectorUid)
        return
      }
      if (walletConnect?.pairs(connectorUid)) return walletConnect.pair(flow)
      const wallet = wallets.find((candidate) => connectorOf(candidate).uid === connectorUid)
      if (!wallet) throw new ConnectorNotFoundError(connectorUid)
      const network =
        networkById(chainId) ??
        networkById(session?.network.id ?? read()?.network) ??
        solanaNetworks[0]
      const connect = (wallet.features as StandardConnectFeature)[StandardConnect]
      const { accounts } = await connect.connect()
      if (!begin(wallet, accounts, network)) throw new AccountNotFoundError(connectorUid)
    },

    hasPendingLogin: () => embeddedOwner?.hasPendingLogin() ?? false,

    async reconnect() {
      // A social login this page came back with, when this adapter owns the embedded wallet.
      if (embeddedOwner?.hasPendingLogin()) return embeddedOwner.restore()
      const stored = read()
      if (!stored) return
      // A WalletConnect session comes back through the adapter that pairs; wait for it to be told.
      if (stored.wallet === WALLETCONNECT_ENTRY) {
        // EVM may not have been connected through it (a Solana-only wallet): ask for the session then.
        void walletConnect?.hub.owner.restore?.()
        return waitForSession(() => walletConnect?.hub.connector?.uid)
      }
      // So does the embedded wallet's, through the adapter that logs in: this one, when it owns it.
      if (stored.wallet === EMBEDDED_ENTRY) {
        if (!embeddedOwner) return waitForSession(() => embedded?.hub.connector?.uid)
        await embeddedOwner.restore()
        if (!session) write(undefined)
        return
      }
      const wallet = await waitForWallet(stored.wallet)
      if (!wallet) return
      const connect = (wallet.features as StandardConnectFeature)[StandardConnect]
      const { accounts } = await connect.connect({ silent: true }).catch(() => ({ accounts: [] }))
      if (!begin(wallet, accounts, networkById(stored.network) ?? solanaNetworks[0]))
        write(undefined)
    },

    async disconnect() {
      const current = session
      try {
        // A WalletConnect session ends on both sides (when EVM shares it, core disconnects that side too).
        if (current?.stored === WALLETCONNECT_ENTRY) await walletConnect?.hub.owner.disconnect?.()
        // The embedded wallet's, when this adapter owns it (when EVM's does, core disconnects it there).
        if (current?.stored === EMBEDDED_ENTRY) await embeddedOwner?.signOut()
        const feature = (current?.wallet.features as Partial<StandardDisconnectFeature>)?.[
          StandardDisconnect
        ]
        await feature?.disconnect()
      } finally {
        end()
      }
    },

    async switchNetwork({ network }: { network: CaipNetwork }) {
      const target = networkById(network.id)
      if (!target) throw new NetworkNotFoundError(network.caipNetworkId)
      if (!session) return
      const chains = session.account.chains
      if (chains.length > 0 && !chains.includes(target.chain))
        throw new ChainNotSupportedError({
          details: `${session.wallet.name} does not sign for ${target.chain}`,
        })
      session.network = target
      write({ wallet: session.stored, network: target.id })
      emitConnection()
    },

    async getBalance({ address, network }) {
      const target = networkById(network.id)
      if (!target) throw new NetworkNotFoundError(network.caipNetworkId)
      return (await actions()).getBalance(target, address)
    },

    async signMessage({ message }) {
      return (await actions()).signMessage(requireSession(), message)
    },

    async verifyMessage({ message, address, signature }) {
      return (await actions()).verifyMessage({ message, address, signature })
    },

    async getProvider() {
      return (await actions()).createSolanaProvider(requireSession())
    },

    async transferNative({ to, amount }) {
      return (await actions()).transferNative(requireSession(), { to, amount })
    },

    async transferToken({ token, to, amount }) {
      return (await actions()).transferToken(requireSession(), { mint: token, to, amount })
    },

    async estimateTransferFee({ from, to, token, network }) {
      const target = networkById(network.id)
      if (!target) throw new NetworkNotFoundError(network.caipNetworkId)
      return (await actions()).estimateTransferFee(target, { from, to, mint: token })
    },

    async waitForTransaction({ hash, network }) {
      const target = networkById(network.id)
      if (!target) throw new NetworkNotFoundError(network.caipNetworkId)
      return (await actions()).waitForTransaction(target, hash)
    },
  }
  return adapter
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
