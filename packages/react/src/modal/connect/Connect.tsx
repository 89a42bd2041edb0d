import { type ConnectListItem, connectMethodsOrder, pushView } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { GridIcon } from '../parts/icons.js'
import { itemKey, useConnectItems } from './useConnectItems.js'
import { WalletRow } from './WalletRow.js'

/** Choose how to connect. Shown on open while disconnected. */
export function Connect() {
  const { options } = useFoyer()
  const items = useConnectItems()
  const hasInjected = items.some(
    (item) => item.kind === 'connector' && item.connector.type === 'injected',
  )
  // Only the wallet method exists so far. Email and social arrive with the embedded wallet and are not
  // rendered until then: no buttons that do nothing.
  const methods = connectMethodsOrder(options.features, hasInjected).filter(
    (method) => method === 'wallet',
  )
  return (
    <>
      {methods.map((method) => (
        <WalletMethod key={method} items={items} />
      ))}
    </>
  )
}

function WalletMethod({ items }: { items: ConnectListItem[] }) {
  const foyer = useFoyer()
  const m = useMessages()
  const hasConnectors = items.some((item) => item.kind === 'connector')
  return (
    <>
      {hasConnectors ? null : <p className="empty">{m.noWalletsDetected}</p>}
      <ul className="list" data-testid="foyer-connect-list">
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
