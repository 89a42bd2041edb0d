import { type FoyerState, openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useEffect } from '../reactBindings.js'
import { Shell } from './Shell.js'

/**
 * Embedded mode: the modal's content inline in the host's page, always shown. Whatever would close the
 * modal (a finished connection, a disconnect) starts over on the view opening would show.
 */
export function Embedded() {
  const foyer = useFoyer()
  const open = useFoyerSelector(selectOpen)
  useEffect(() => {
    if (!open) openModal(foyer)
  }, [foyer, open])
  return (
    <section className="card embedded" aria-labelledby="foyer-title">
      <Shell closable={false} />
    </section>
  )
}

const selectOpen = (state: FoyerState) => state.open
