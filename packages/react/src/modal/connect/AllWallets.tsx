import { type ConnectListItem, WALLET_SEARCH_MAX_LENGTH, type WalletListEntry } from '@foyer/core'
import { WALLETS_PAGE_SIZE } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useWallets } from '../../hooks/useWalletDirectory.js'
import { useMessages } from '../../messages.js'
import { SearchField } from '../parts/SearchField.js'
import { useDebouncedValue } from '../parts/useDebouncedValue.js'
import { LegalGate } from './LegalGate.js'
import { itemKey, NO_DIRECTORY_WALLETS, useConnectItems } from './useConnectItems.js'
import { WalletRow } from './WalletRow.js'

/** Search results appear no sooner than this after typing (SPEC §9). */
const SEARCH_DELAY_MS = 300

/**
 * Every wallet on offer: installed and custom ones first, then the wallet directory in pages of 40
 * (the next page loads on scroll, or with the button), or a search of up to 100 results.
 */
export function AllWallets() {
  const m = useMessages()
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS)
  const local = useConnectItems(NO_DIRECTORY_WALLETS)
  const needle = search.toLowerCase()
  const shownLocal = needle
    ? local.filter((item) => nameOf(item).toLowerCase().includes(needle))
    : local
  const installed = new Set(
    local.flatMap((item) =>
      item.kind === 'connector' ? [item.connector.id, item.connector.rdns] : [item.wallet.id],
    ),
  )

  return (
    <LegalGate>
      <SearchField
        label={m.searchWallets}
        value={query}
        onChange={setQuery}
        maxLength={WALLET_SEARCH_MAX_LENGTH}
        testId="foyer-wallet-search"
      />
      <ul className="list" data-testid="foyer-all-wallets-list" aria-busy={query.trim() !== search}>
        {shownLocal.map((item) => (
          <li key={itemKey(item)}>
            <WalletRow item={item} />
          </li>
        ))}
        {search ? (
          <DirectoryResults
            search={search}
            installed={installed}
            hasLocal={shownLocal.length > 0}
          />
        ) : (
          <DirectoryPages installed={installed} />
        )}
      </ul>
    </LegalGate>
  )
}

function DirectoryResults({
  search,
  installed,
  hasLocal,
}: {
  search: string
  installed: Set<string | undefined>
  hasLocal: boolean
}) {
  const m = useMessages()
  const { wallets, isPending, isError, refetch } = useWallets({ search })
  const shown = wallets.filter((wallet) => notInstalled(wallet, installed))
  if (isError)
    return (
      <li>
        <p className="error" role="alert" data-testid="foyer-wallets-error">
          {m.walletsUnavailable}
        </p>
        <button type="button" className="secondary" onClick={refetch}>
          {m.tryAgain}
        </button>
      </li>
    )
  if (!shown.length && !hasLocal && !isPending)
    return (
      <li>
        <p className="empty">{m.noWalletsFound}</p>
      </li>
    )
  return <DirectoryRows wallets={shown} />
}

function DirectoryPages({ installed }: { installed: Set<string | undefined> }) {
  const foyer = useFoyer()
  const m = useMessages()
  const [pages, setPages] = useState(1)
  const first = useWallets({ page: 1 })
  const totalPages = Math.ceil(first.count / WALLETS_PAGE_SIZE)
  const more = pages < totalPages
  const sentinel = useRef<HTMLLIElement>(null)

  // Load the next page when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current
    if (!target || !more || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [more])

  if (!foyer.api) return null
  return (
    <>
      {pageNumbers(pages).map((page) => (
        <DirectoryPage key={page} page={page} installed={installed} />
      ))}
      {more ? (
        <li ref={sentinel}>
          <button type="button" className="row more" onClick={() => setPages((count) => count + 1)}>
            <span className="row-label">{m.showMoreWallets}</span>
          </button>
        </li>
      ) : null}
    </>
  )
}

function DirectoryPage({ page, installed }: { page: number; installed: Set<string | undefined> }) {
  const { wallets } = useWallets({ page })
  return <DirectoryRows wallets={wallets.filter((wallet) => notInstalled(wallet, installed))} />
}

function DirectoryRows({ wallets }: { wallets: WalletListEntry[] }) {
  return (
    <>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletRow item={{ kind: 'directory', group: 'recommended', wallet }} />
        </li>
      ))}
    </>
  )
}

function notInstalled(wallet: WalletListEntry, installed: Set<string | undefined>): boolean {
  return !installed.has(wallet.id) && !(wallet.rdns && installed.has(wallet.rdns))
}

/** 1, 2, … count: each page is its own query, keyed by its number. */
function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1)
}

function nameOf(item: ConnectListItem): string {
  return item.kind === 'connector' ? item.connector.name : item.wallet.name
}
