import { walletConnectSessionOwner } from '@foyer/core/adapter'
import { isCaipAccountId, parseCaipAccountId } from '@foyer/core/caip'
// No other run-time import of @foyer/core here: this module rides in the lazy actions chunk, and a core
// module shared with the page would become an extra eager file (docs/decisions.md, "One dependency set for
// lazy chunks"). Core's errors and alert table come in `parameters.core`; the session's owner
// (sessionOwner.ts) imports none of core's modules either.
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'

/** What the dApp asks a wallet for (SPEC §4: the EVM signing methods, and the chain and account events). */
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

type UniversalProvider = import('@walletconnect/universal-provider').default

/** Loads the SDK (a chunk of its own: only a visitor who chooses WalletConnect, or had a session, pays it). */
const loadSdk = () =>
  import('@walletconnect/universal-provider').then((module) => module.UniversalProvider)

import { asksToAddChain } from '../asksToAddChain.js'
import {
  MARKER,
  OTHER_NAMESPACES_ONLY,
  type WalletConnectConnectorParameters,
} from './parameters.js'

/**
 * The WalletConnect connector's working part, loaded with the SDK (walletConnectConnector.ts keeps only what
 * the Connect view shows): connect pairs through the relay (the URI reaches the modal as a `display_uri`
 * message), requests for the session's methods go to the wallet and reads to the chains' RPC, a switch to an
 * approved chain is local and to another asks the wallet (adding it on 4902), and the wallet's events and a
 * session deleted on either side reach wagmi. One provider per Foyer instance, so that other namespaces can
 * share its session.
 */
export function walletConnectSession(
  parameters: WalletConnectConnectorParameters,
  config: Parameters<CreateConnectorFn>[0],
) {
  const { chains, hub, storage, core } = parameters
  // One session per connector, and the connector is added once per instance (addWalletConnect): the
  // provider, the pairing and the alerts already raised (SPEC §8: each once per instance) are the owner's.
  const owner = walletConnectSessionOwner<UniversalProvider>({
    ...parameters,
    loadSdk,
    onDisplayUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
    onDeleted: () => onDisconnect(),
    onListen(up) {
      up.on('accountsChanged', (accounts: string[]) => onAccountsChanged(accounts))
      up.on('chainChanged', (chainId: string | number) => onChainChanged(String(chainId)))
    },
    onEnd: () => storage?.removeItem(MARKER),
  })
  const { provider, announce, raise } = owner
  const chainFor = (id: number) => chains.find((chain) => chain.id === id)

  // A wallet may approve chains the app did not ask for: only accounts on the app's chains count.
  const approved = (up: UniversalProvider) =>
    (up.session?.namespaces.eip155?.accounts ?? [])
      .filter(isCaipAccountId)
      .map(parseCaipAccountId)
      .filter(({ reference }) => chainFor(Number(reference)))
  const accountsOf = (up: UniversalProvider): Address[] => [
    ...new Set(approved(up).map(({ address }) => getAddress(address))),
  ]
  /** Whether the session has accounts in a namespace another adapter asked for (Solana's). */
  const servesOtherNamespaces = (up: UniversalProvider) =>
    [...hub.joined.keys()].some(
      (joined) => joined !== 'eip155' && (up.session?.namespaces[joined]?.accounts.length ?? 0) > 0,
    )
  /** The session's chain: the provider's default when it is one of the app's, else the first approved. */
  const currentChain = (up: UniversalProvider) => {
    const chainIds = approved(up).map(({ reference }) => Number(reference))
    const fallback = chainIds[0] ?? chains[0].id
    const current = Number(up.rpcProviders.eip155?.getDefaultChain() ?? fallback)
    if (chainIds.includes(current) || chainIds.length === 0) return current
    up.setDefaultChain(`eip155:${fallback}`)
    return fallback
  }

  const onAccountsChanged = (accounts: string[]) => {
    if (accounts.length === 0) onDisconnect()
    else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
  }
  const onChainChanged = (chainId: string) => {
    config.emitter.emit('change', { chainId: Number(chainId) })
  }
  const onDisconnect = () => {
    storage?.removeItem(MARKER)
    void hub.announce(undefined)
    config.emitter.emit('disconnect')
  }

  const session = {
    async connect({
      chainId,
      isReconnecting,
    }: {
      chainId?: number | undefined
      isReconnecting?: boolean | undefined
    } = {}) {
      const up = await provider()
      if (!up.session) {
        if (isReconnecting) throw new Error('No WalletConnect session to restore')
        await owner.pair(up, {
          eip155: {
            chains: chains.map((chain) => `eip155:${chain.id}`),
            methods: METHODS,
            events: EVENTS,
            rpcMap: Object.fromEntries(
              chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrls.default.http[0] ?? '']),
            ),
          },
        })
      }
      const accounts = accountsOf(up)
      if (accounts.length === 0) {
        // A wallet that approved only the other namespaces (a Solana-only wallet): the session is theirs;
        // EVM stays disconnected and says so to the adapter, which lets the connect succeed without it.
        if (servesOtherNamespaces(up)) {
          storage?.setItem(MARKER, '1')
          await announce(up)
          throw Object.assign(new Error('The wallet approved no EVM network'), {
            code: OTHER_NAMESPACES_ONLY,
          })
        }
        await up.disconnect().catch(() => {})
        throw core.noApprovedNetwork()
      }
      storage?.setItem(MARKER, '1')
      await announce(up)
      let current = currentChain(up)
      if (chainId !== undefined && chainId !== current && chainFor(chainId)) {
        await session.switchChain({ chainId })
        current = chainId
      }
      // wagmi's connect types its result by `withCapabilities`; this connector reports none.
      return { accounts, chainId: current } as never
    },

    disconnect: () => owner.disconnect(),

    async getAccounts() {
      return accountsOf(await provider())
    },

    async getChainId() {
      return currentChain(await provider())
    },

    async getProvider() {
      const up = await provider()
      // An EIP-1193 face on the session: every request goes to the current chain.
      return {
        request: (args: { method: string; params?: unknown }) =>
          up.request(args as never, `eip155:${currentChain(up)}`).catch((error: unknown) => {
            raise(error)
            throw asProviderError(error)
          }),
        on: (event: string, listener: (...args: never[]) => void) => up.on(event, listener),
        removeListener: (event: string, listener: (...args: never[]) => void) =>
          up.removeListener(event, listener),
      }
    },

    async isAuthorized() {
      const up = await provider()
      return !!up.session
    },

    async switchChain({ chainId }: { chainId: number }) {
      const chain = chainFor(chainId)
      if (!chain)
        throw Object.assign(new Error(`Chain ${chainId} is not configured`), { code: 4902 })
      const up = await provider()
      const request = (method: string, params: unknown[]) =>
        up.request({ method, params }, `eip155:${currentChain(up)}`)
      try {
        await request('wallet_switchEthereumChain', [{ chainId: numberToHex(chainId) }])
      } catch (error) {
        if (!asksToAddChain(error)) throw error
        await request('wallet_addEthereumChain', [
          {
            chainId: numberToHex(chainId),
            chainName: chain.name,
            nativeCurrency: chain.nativeCurrency,
            rpcUrls: chain.rpcUrls.default.http,
            blockExplorerUrls: chain.blockExplorers
              ? [chain.blockExplorers.default.url]
              : undefined,
          },
        ])
        await request('wallet_switchEthereumChain', [{ chainId: numberToHex(chainId) }])
      }
      up.setDefaultChain(`eip155:${chainId}`)
      config.emitter.emit('change', { chainId })
      return chain
    },

    onAccountsChanged,
    onChainChanged,
    onDisconnect,
  }
  return session
}

/**
 * A request the session's end cut short (the SDK rejects it with its own 6000 'User disconnected') is, for
 * wagmi and the modal, what EIP-1193 calls 4900 Disconnected.
 */
function asProviderError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (code !== 6000) return error
  return Object.assign(new Error('The wallet ended the session.'), { code: 4900, cause: error })
}
