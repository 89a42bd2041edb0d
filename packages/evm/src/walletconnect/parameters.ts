import type { Alert } from '@foyer/core'
import type {
  WalletConnectCoreParts,
  WalletConnectHub,
  WalletConnectSettings,
} from '@foyer/core/adapter'
import type { Chain } from 'viem'

/** A marker that the last session was WalletConnect's, so that only then the SDK loads at start to restore it. */
export const MARKER = 'foyer-walletconnect.connected'

/** The connector's refusal when the wallet approved only other namespaces: the connect still counts. */
export const OTHER_NAMESPACES_ONLY = 'WALLETCONNECT_OTHER_NAMESPACES_ONLY'

export type WalletConnectConnectorParameters = {
  chains: readonly [Chain, ...Chain[]]
  settings: WalletConnectSettings
  /** The instance's one WalletConnect session, shared with the other namespaces' adapters. */
  hub: WalletConnectHub
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /** Raises an alert in the modal (AdapterContext.alert). */
  alert: (alert: Omit<Alert, 'variant'>) => void
  /** What the lazy part needs of @foyer/core, handed in from the page's side (see walletConnectSession.ts). */
  core: WalletConnectCoreParts & { noApprovedNetwork(): Error }
}
