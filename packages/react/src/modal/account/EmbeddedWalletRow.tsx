import type { Foyer, ViewName } from '@foyer/core'
import { pushView } from '@foyer/core/internal'
import { useCallback } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { ChevronIcon } from '../parts/icons.js'

/**
 * A row of the Account view that opens one of the embedded wallet's own views (Devices, Passkeys): shown
 * only while `available` says the account can use it.
 */
export function EmbeddedWalletRow({
  view,
  label,
  testId,
  available,
}: {
  view: Extract<ViewName, 'Devices' | 'Passkeys'>
  label: string
  testId: string
  available(foyer: Foyer): boolean
}) {
  const foyer = useFoyer()
  // Recomputed on every change of the connection, which is what it reads.
  const shown = useFoyerSelector(useCallback(() => available(foyer), [foyer, available]))
  if (!shown) return null
  return (
    <li>
      <button
        type="button"
        className="row"
        data-testid={testId}
        onClick={() => pushView(foyer, view)}
      >
        <span className="row-label">{label}</span>
        <ChevronIcon />
      </button>
    </li>
  )
}
