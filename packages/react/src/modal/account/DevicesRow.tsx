import { canManageEmbeddedDevices, pushView } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { useCallback } from '../../reactBindings.js'
import { ChevronIcon } from '../parts/icons.js'

/** The embedded wallet's devices, listed and removable in their own view: a row for its accounts only. */
export function DevicesRow() {
  const foyer = useFoyer()
  const m = useMessages()
  // Recomputed on every change of the connection, which is what it reads.
  const shown = useFoyerSelector(useCallback(() => canManageEmbeddedDevices(foyer), [foyer]))
  if (!shown) return null
  return (
    <li>
      <button
        type="button"
        className="row"
        data-testid="foyer-devices-row"
        onClick={() => pushView(foyer, 'Devices')}
      >
        <span className="row-label">{m.devices}</span>
        <ChevronIcon />
      </button>
    </li>
  )
}
