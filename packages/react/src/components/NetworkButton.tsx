import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useMessages } from '../messages.js'
import { usePreloadModal } from '../modal/load.js'
import { useButtonStyles } from './buttonStyles.js'
import { classes } from './classes.js'

/** The current network's name; opens the Networks view. */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const foyer = useFoyer()
  const m = useMessages()
  const { caipNetwork } = useFoyerNetwork()
  const preload = usePreloadModal()
  useButtonStyles()
  return (
    <button
      type="button"
      className={classes('foyer-button', 'foyer-button-quiet', className)}
      data-testid="foyer-network-button"
      onClick={() => openModal(foyer, { view: 'Networks' })}
      onPointerDown={preload.onPointerDown}
      onKeyDown={preload.onKeyDown}
    >
      {caipNetwork?.name ?? m.unknownNetwork}
    </button>
  )
}
