import {
  type ConnectListItem,
  type ConnectMethod,
  connectMethodsOrder,
  type FoyerState,
  pushView,
} from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { useMessages } from '../../messages.js'
import { useId, useState } from '../../reactBindings.js'
import { ChevronIcon, GridIcon } from '../parts/icons.js'
import { EmailLogin } from './EmailLogin.js'
import { LegalGate } from './LegalGate.js'
import { SocialLogin } from './SocialLogin.js'
import { isSocialProvider } from './socialProviders.js'
import { itemKey, useConnectItems } from './useConnectItems.js'
import { WalletRow } from './WalletRow.js'

/** Choose how to connect, the methods in SPEC §2 order. Shown on open while disconnected. */
export function Connect() {
  const foyer = useFoyer()
  const m = useMessages()
  const { options } = foyer
  const items = useConnectItems()
  const authConnector = useFoyerSelector(selectAuthConnector)
  const hasInjected = items.some(
    (item) => item.kind === 'connector' && item.connector.type === 'injected',
  )
  // Only methods that work are shown: e-mail and social login need the embedded wallet's connector
  // (without it, core has told the developer why).
  const socials = (options.features.socials || []).filter(isSocialProvider)
  const available = (method: ConnectMethod) =>
    method === 'wallet' ||
    (method === 'email' && authConnector !== undefined) ||
    (method === 'social' && authConnector !== undefined && socials.length > 0)
  const methods = connectMethodsOrder(options.features, hasInjected).filter(available)
  return (
    <>
      <LegalGate>
        {methods.map((method) => (
          <section key={method} className="connect-method" data-testid={`foyer-connect-${method}`}>
            {method === 'email' && authConnector ? (
              <EmailLogin connector={authConnector} />
            ) : method === 'social' && authConnector ? (
              <SocialLogin connector={authConnector} providers={socials} />
            ) : (
              <WalletMethod items={items} />
            )}
          </section>
        ))}
      </LegalGate>
      {/* Outside the legal gate: reading what a wallet is commits the visitor to nothing. */}
      <p className="connect-help">
        <span className="muted">{m.noWalletYet}</span>
        <button
          type="button"
          className="text-button"
          data-testid="foyer-what-is-a-wallet-link"
          onClick={() => pushView(foyer, 'WhatIsAWallet')}
        >
          {m.getStarted}
        </button>
      </p>
    </>
  )
}

function WalletMethod({ items }: { items: ConnectListItem[] }) {
  const foyer = useFoyer()
  const m = useMessages()
  const listId = useId()
  // features.collapseWallets: the list waits behind one button until the visitor asks for it.
  const [expanded, setExpanded] = useState(!foyer.options.features.collapseWallets)
  const hasConnectors = items.some((item) => item.kind === 'connector')
  // The same query as the list's recommended wallets (shared, not fetched twice).
  const directory = useWalletDirectory({ page: 1 })
  if (!expanded)
    return (
      <button
        type="button"
        className="row"
        aria-expanded="false"
        aria-controls={listId}
        data-testid="foyer-continue-with-wallet"
        onClick={() => setExpanded(true)}
      >
        <span className="wallet-icon wallet-icon-small wallet-icon-grid" aria-hidden="true">
          <GridIcon />
        </span>
        <span className="row-label">{m.continueWithWallet}</span>
        <ChevronIcon />
      </button>
    )
  return (
    <>
      {hasConnectors ? null : <p className="empty">{m.noWalletsDetected}</p>}
      {directory.error ? (
        // The directory's wallets (featured, recommended) are missing: said, with a retry (issue 21, #3).
        <div className="banner banner-warning" role="status" data-testid="foyer-directory-error">
          <strong>{m.walletsUnavailable}</strong>
          <button type="button" className="text-button" onClick={directory.refetch}>
            {m.tryAgain}
          </button>
        </div>
      ) : null}
      <ul id={listId} className="list" data-testid="foyer-connect-list">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <WalletRow item={item} />
          </li>
        ))}
        {foyer.options.features.allWallets ? (
          <li>
            <button
              type="button"
              className="row"
              data-testid="foyer-all-wallets"
              onClick={() => pushView(foyer, 'AllWallets')}
            >
              <span className="wallet-icon wallet-icon-small wallet-icon-grid" aria-hidden="true">
                <GridIcon />
              </span>
              <span className="row-label">{m.allWallets}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </>
  )
}

const selectAuthConnector = (state: FoyerState) =>
  state.connectors.find((connector) => connector.type === 'auth')
