import { closeModal } from '@foyer/core'
import { goBack } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { NetworkList } from './NetworkList.js'

/** Choose a network; after a switch, back to where the visitor came from (or closed, if opened here). */
export function Networks() {
  const foyer = useFoyer()
  const done = () => {
    const { router } = foyer.store.getState()
    if (router.view !== 'Networks') return
    if (router.history.length > 1) goBack(foyer)
    else closeModal(foyer)
  }
  return <NetworkList onSwitched={done} />
}
