import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useMessages } from '../messages.js'
import { FoyerButton } from './FoyerButton.js'

/** The current network's name; opens the Networks view. */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const foyer = useFoyer()
  const m = useMessages()
  const { caipNetwork } = useFoyerNetwork()
  return (
    <FoyerButton
      testId="foyer-network-button"
      quiet
      className={className}
      onClick={() => openModal(foyer, { view: 'Networks' })}
    >
      {caipNetwork?.name ?? m.unknownNetwork}
    </FoyerButton>
  )
}
