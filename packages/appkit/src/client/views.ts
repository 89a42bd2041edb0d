import type { Foyer, Namespace, OpenModalParameters } from '@foyer/core'
import { enBeforeModal } from '@foyer/core/internal'
import { AppKitCompatError } from '../errors.js'

/** The views AppKit's `open({ view })` takes. */
export type Views =
  | 'Account'
  | 'Connect'
  | 'Networks'
  | 'ApproveTransaction'
  | 'OnRampProviders'
  | 'ConnectingWalletConnectBasic'
  | 'Swap'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'AllWallets'
  | 'WalletSend'
  | 'ProfileWallets'

/** What `open()` takes, as AppKit's. */
export type OpenOptions = {
  view?: Views | undefined
  namespace?: Namespace | undefined
  /** Not supported: Foyer shows a WalletConnect pairing it started itself. */
  uri?: never
  /** The Swap view's prefill (tokens by symbol or address, the amount); no other view takes arguments. */
  arguments?: { amount?: string; fromToken?: string; toToken?: string } | undefined
}

/** AppKit's views that are Foyer views under another name, or the same. */
const SAME_OR_RENAMED: Partial<Record<Views, OpenModalParameters['view']>> = {
  Account: 'Account',
  Connect: 'Connect',
  Networks: 'Networks',
  ApproveTransaction: 'ApproveTransaction',
  OnRampProviders: 'Buy',
  WhatIsAWallet: 'WhatIsAWallet',
  AllWallets: 'AllWallets',
  WalletSend: 'Send',
}

/** Why the other views cannot open. */
const MISSING: Partial<Record<Views, string>> = {
  WhatIsANetwork: 'Foyer has no "What is a network?" view',
  ProfileWallets:
    'Foyer connects one wallet per chain family, so it has no list of connected wallets',
}

/**
 * AppKit's `open()` options as Foyer's. Throws for what Foyer cannot show: a WalletConnect `uri`, a view
 * Foyer does not have, arguments for a view other than Swap.
 */
export function toOpenParameters(foyer: Foyer, options: OpenOptions = {}): OpenModalParameters {
  const { view, namespace, uri, arguments: args } = options
  if (uri !== undefined)
    throw new AppKitCompatError([
      'open({ uri }) is not supported: Foyer shows the WalletConnect pairings it starts itself',
    ])
  const missing = view && MISSING[view]
  if (missing)
    throw new AppKitCompatError([`open({ view: "${view}" }) is not supported: ${missing}`])
  if (args !== undefined && view !== 'Swap')
    throw new AppKitCompatError([
      `open({ view: "${view}", arguments }) is not supported: only the Swap view takes arguments in Foyer`,
    ])
  const base = namespace ? { namespace } : {}
  if (!view) return base
  if (view === 'Swap') return { ...base, view: 'Swap', arguments: args }
  if (view === 'ConnectingWalletConnectBasic') {
    const connector = foyer.store
      .getState()
      .connectors.find((candidate) => candidate.type === 'walletConnect')
    if (!connector)
      throw new AppKitCompatError([
        `open({ view: "ConnectingWalletConnectBasic" }): ${enBeforeModal.walletConnectConnectorNotFound}${
          foyer.options.projectId ? '' : ' (WalletConnect needs a projectId)'
        }`,
      ])
    return { ...base, view, arguments: { connectorUid: connector.uid } }
  }
  return { ...base, view: SAME_OR_RENAMED[view] } as OpenModalParameters
}
