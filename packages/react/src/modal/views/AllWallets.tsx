import { useId, useState } from 'react'
import { useMessages } from '../../messages.js'
import { useConnectItems } from '../parts/useConnectItems.js'
import { WalletRow } from '../parts/WalletRow.js'

/** Every wallet on offer, searchable by name. */
export function AllWallets() {
  const m = useMessages()
  const inputId = useId()
  const [query, setQuery] = useState('')
  // Seam: wallets from the wallet directory service join this list once that service exists. Until then
  // it is the adapters' connectors and the host's custom wallets.
  const items = useConnectItems()
  const needle = query.trim().toLowerCase()
  const shown = needle
    ? items.filter((item) =>
        (item.kind === 'connector' ? item.connector.name : item.wallet.name)
          .toLowerCase()
          .includes(needle),
      )
    : items
  return (
    <>
      <label className="visually-hidden" htmlFor={inputId}>
        {m.searchWallets}
      </label>
      <input
        id={inputId}
        className="input search"
        type="search"
        placeholder={m.searchWallets}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length ? (
        <ul className="list" data-testid="foyer-all-wallets-list">
          {shown.map((item) => (
            <li key={item.kind === 'connector' ? item.connector.uid : `custom:${item.wallet.id}`}>
              <WalletRow item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{m.noWalletsFound}</p>
      )}
    </>
  )
}
