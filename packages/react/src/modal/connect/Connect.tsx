import {
  type ConnectListItem,
  type ConnectMethod,
  type FoyerState,
  getWalletsQueryOptions,
  walletImageUrl,
} from '@foyer/core'
import { connectMethodsOrder, pushView } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { ChevronIcon, GridIcon } from '../parts/icons.js'
import { useScrollEdges } from '../parts/useScrollEdges.js'
import { EmailLogin } from './EmailLogin.js'
import { LegalGate } from './LegalGate.js'
import { SocialLogin } from './SocialLogin.js'
import { isSocialProvider } from './socialProviders.js'
import {
  type DirectoryWallets,
  itemKey,
  NO_DIRECTORY_WALLETS,
  useConnectItems,
  useDirectoryWallets,
} from './useConnectItems.js'
import { useDirectoryAfterPaint } from './useDirectoryAfterPaint.js'
import { WalletRow } from './WalletRow.js'

/** Choose how to connect, the methods in SPEC §2 order. Shown on open while disconnected. */
export function Connect() {
  const foyer = useFoyer()
  const m = useMessages()
  const { options } = foyer
  const asked = useDirectoryAfterPaint()
  // The directory's wallets, from its queries once asked (DirectoryQueries below); none before.
  const [directory, setDirectory] = useState(NO_DIRECTORY_WALLETS)
  const items = useConnectItems(directory)
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
      {asked ? <DirectoryQueries onChange={setDirectory} /> : null}
      <LegalGate>
        {methods.map((method) => (
          <section key={method} className="connect-method" data-testid={`foyer-connect-${method}`}>
            {method === 'email' && authConnector ? (
              <EmailLogin connector={authConnector} />
            ) : method === 'social' && authConnector ? (
              <SocialLogin connector={authConnector} providers={socials} />
            ) : (
              <WalletMethod items={items} directory={directory} />
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

/** Wallet rows the Connect view shows before "All wallets" (the rest are one press away there). */
export const CONNECT_LIST_ROWS = 6

/**
 * The Connect view's wallet groups, in SPEC §2's connector order: the WalletConnect entry, then Recent,
 * Installed, and Popular (featured, custom, external and recommended wallets, which the order puts last).
 */
type WalletGroup = 'walletConnect' | 'recent' | 'installed' | 'popular'
const GROUP_OF: Record<ConnectListItem['group'], WalletGroup> = {
  walletConnect: 'walletConnect',
  recent: 'recent',
  injected: 'installed',
  featured: 'popular',
  custom: 'popular',
  external: 'popular',
  recommended: 'popular',
}
const GROUP_TITLES = {
  recent: 'recent',
  installed: 'installed',
  popular: 'popularWallets',
} as const

/**
 * The rows shown on the Connect view: every one but the popular ones (the visitor's own wallets are never
 * hidden), then popular ones up to CONNECT_LIST_ROWS — when All Wallets is there to show the rest.
 */
export function connectRows(items: readonly ConnectListItem[], capped: boolean) {
  if (!capped) return [...items]
  const own = items.filter((item) => GROUP_OF[item.group] !== 'popular').length
  let room = Math.max(0, CONNECT_LIST_ROWS - own)
  return items.filter((item) => GROUP_OF[item.group] !== 'popular' || room-- > 0)
}

function WalletMethod({
  items,
  directory,
}: {
  items: ConnectListItem[]
  directory: DirectoryWallets
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const listId = useId()
  // features.collapseWallets: the list waits behind one button until the visitor asks for it.
  const [expanded, setExpanded] = useState(!foyer.options.features.collapseWallets)
  const hasConnectors = items.some((item) => item.kind === 'connector')
  const allWallets = foyer.options.features.allWallets
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
  const shown = connectRows(items, allWallets)
  const groups: { group: WalletGroup; items: ConnectListItem[] }[] = []
  for (const item of shown) {
    const group = GROUP_OF[item.group]
    const last = groups.at(-1)
    if (last?.group === group) last.items.push(item)
    else groups.push({ group, items: [item] })
  }
  // The mosaic of the All wallets row: logos of wallets the list above does not show.
  const listed = new Set(
    shown.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
  )
  const mosaic = directory.recommended
    .filter((wallet) => !listed.has(wallet.id))
    .slice(0, 4)
    .map((wallet) => walletImageUrl(foyer, wallet.image_id))
  return (
    <>
      {hasConnectors ? null : <p className="empty">{m.noWalletsDetected}</p>}
      {directory.error ? (
        // The directory's wallets (featured, recommended) are missing: said, with a retry (issue 21, #3).
        <div className="banner banner-warning" role="status" data-testid="foyer-directory-error">
          <strong>{m.walletsUnavailable}</strong>
          <button
            type="button"
            className="text-button"
            onClick={() =>
              void foyer.queryClient.refetchQueries({
                queryKey: getWalletsQueryOptions(foyer, { page: 1 }).queryKey,
              })
            }
          >
            {m.tryAgain}
          </button>
        </div>
      ) : null}
      <WalletListScroller id={listId}>
        {groups.map(({ group, items }) =>
          group === 'walletConnect' ? (
            <ul key={group} className="list">
              {items.map((item) => (
                <li key={itemKey(item)}>
                  <WalletRow item={item} tagged={false} />
                </li>
              ))}
            </ul>
          ) : (
            <WalletGroupList key={group} group={group} items={items} />
          ),
        )}
        {allWallets ? (
          <ul className="list">
            <li>
              <button
                type="button"
                className="row"
                data-testid="foyer-all-wallets"
                onClick={() => pushView(foyer, 'AllWallets')}
              >
                <WalletMosaic images={mosaic} />
                <span className="row-label">{m.allWalletsRow}</span>
                <ChevronIcon />
              </button>
            </li>
          </ul>
        ) : null}
      </WalletListScroller>
    </>
  )
}

/**
 * The directory's queries, mounted once the view has painted (useDirectoryAfterPaint): what they answer
 * goes up to the view, before the browser paints again (a layout effect), so that the rows arrive in one
 * frame. Creating their observers in the view's first render was most of that render's script.
 */
function DirectoryQueries({ onChange }: { onChange: (directory: DirectoryWallets) => void }) {
  const directory = useDirectoryWallets(true)
  useLayoutEffect(() => onChange(directory), [directory, onChange])
  return null
}

/**
 * The list scrolls inside the view when the card is short, so that the ways in without a wallet below it
 * (e-mail, social, help) stay in sight (issue 40). Its edges fade where more rows lie beyond them
 * (`data-more`, `data-scrolled`): a row cut by the edge reads as "the list goes on", not as a broken row.
 */
function WalletListScroller({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useScrollEdges(ref)
  return (
    <div ref={ref} id={id} className="connect-wallets" data-testid="foyer-connect-list">
      {children}
    </div>
  )
}

function WalletGroupList({
  group,
  items,
}: {
  group: Exclude<WalletGroup, 'walletConnect'>
  items: ConnectListItem[]
}) {
  const m = useMessages()
  const titleId = useId()
  return (
    <section
      className="wallet-group"
      aria-labelledby={titleId}
      data-testid={`foyer-connect-group-${group}`}
    >
      <h3 id={titleId} className="wallet-group-title">
        {m[GROUP_TITLES[group]]}
      </h3>
      <ul className="list">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <WalletRow item={item} tagged={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Four wallets' logos in a tile (the grid icon until the directory has answered). */
function WalletMosaic({ images }: { images: (string | undefined)[] }) {
  if (images.length < 4 || images.some((image) => !image))
    return (
      <span className="wallet-icon wallet-icon-small wallet-icon-grid" aria-hidden="true">
        <GridIcon />
      </span>
    )
  return (
    <span className="wallet-icon wallet-icon-small wallet-mosaic" aria-hidden="true">
      {images.map((image) => (
        <img key={image} src={image} alt="" />
      ))}
    </span>
  )
}

const selectAuthConnector = (state: FoyerState) =>
  state.connectors.find((connector) => connector.type === 'auth')
