import type { Alert } from '@foyer/core'
import {
  type ConnectFlow,
  type WalletConnectCoreParts,
  type WalletConnectHub,
  type WalletConnectSessionView,
  type WalletConnectSettings,
  walletConnectSessionOwner,
} from '@foyer/core/adapter'

// No run-time import of this package's page-side modules: a module the page and this lazy chunk shared
// would become an extra eager file (docs/decisions.md, "One dependency set for lazy chunks").

type UniversalProvider = import('@walletconnect/universal-provider').default

/** Loads the SDK (a chunk of its own: only a visitor who chooses WalletConnect, or had a session, pays it). */
const loadSdk = () =>
  import('@walletconnect/universal-provider').then((module) => module.UniversalProvider)

export type SolanaPairingParameters = {
  hub: WalletConnectHub
  settings: WalletConnectSettings
  /** Whether a session has an account on one of the app's clusters. */
  servesApp(session: WalletConnectSessionView | undefined): boolean
  /** What the lazy part needs of @foyer/core, handed in from the page's side (ownWalletConnect.ts). */
  core: WalletConnectCoreParts & { noApprovedNetwork(): Error }
  alert(alert: Omit<Alert, 'variant'>): void
}

/**
 * The Solana adapter's part as the owner of the WalletConnect session (a host without the EVM adapter),
 * loaded on the first pairing or restore: core's session owner with this package's universal provider.
 * A pairing's link goes to the connect flow; the session, once the wallet approves it, is announced, and
 * Solana's side opens it as it does when EVM owns the session (joinWalletConnect.ts).
 */
export function solanaPairing(parameters: SolanaPairingParameters) {
  const { hub, servesApp, core } = parameters
  let flow: ConnectFlow | undefined
  const owner = walletConnectSessionOwner<UniversalProvider>({
    ...parameters,
    loadSdk,
    onDisplayUri: (uri) => flow?.step({ type: 'displayUri', uri }),
    onDeleted: () => void hub.announce(undefined),
  })
  return {
    /** Pairs (unless a session is up already) and resolves once Solana's side has opened it. */
    async connect(connectFlow: ConnectFlow): Promise<void> {
      const up = await owner.provider()
      if (!up.session) {
        flow = connectFlow
        try {
          await owner.pair(up, {}, connectFlow.signal)
        } finally {
          if (flow === connectFlow) flow = undefined
        }
      }
      // A wallet on none of the app's clusters: the session serves nothing here, and is ended.
      if (!servesApp(up.session)) {
        await up.disconnect().catch(() => {})
        throw core.noApprovedNetwork()
      }
      await owner.announce(up)
    },
    /** Brings a stored session back: the provider announces it as it comes up. */
    async restore(): Promise<void> {
      await owner.provider()
    },
  }
}
