import { type FoyerState, openModal, type ViewName } from '@foyer/core'
import { resetView } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { Shell } from './Shell.js'

/**
 * Embedded mode: the modal's content inline in the host's page, always shown. Whatever would close the
 * modal (a finished connection, a disconnect) starts over on the view opening would show.
 */
export function Embedded() {
  const foyer = useFoyer()
  const open = useFoyerSelector(selectOpen)
  const connected = useFoyerSelector(selectConnected)
  useEffect(() => {
    if (!open) openModal(foyer)
  }, [foyer, open])
  // A connection made outside the modal — the host's own connect list, on the same instance — while it
  // offers wallets to choose from: it shows the account, as after a connection made in it. (The connecting
  // views finish their own connects; sign-in after connect puts its own view up.)
  useEffect(() => {
    if (connected && CHOOSING_VIEWS.has(foyer.store.getState().router.view))
      resetView(foyer, 'Account')
  }, [foyer, connected])
  return (
    <section className="card embedded" aria-labelledby="foyer-title">
      <Shell closable={false} />
    </section>
  )
}

/** The views that offer a visitor wallets to choose from, before any connect starts. */
const CHOOSING_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'AllWallets',
  'WhatIsAWallet',
  'GetWallet',
])

const selectOpen = (state: FoyerState) => state.open
const selectConnected = (state: FoyerState) =>
  !!state.activeNamespace && state.accounts[state.activeNamespace]?.status === 'connected'
