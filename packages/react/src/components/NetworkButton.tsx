import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { NetworkIcon } from '../icons/NetworkIcon.js'
import { UnsupportedNetworkIcon } from '../icons/UnsupportedNetworkIcon.js'
import { useButtonText } from '../locale.js'
import { FoyerButton } from './FoyerButton.js'

/**
 * The current network's icon and name; opens the Networks view. With `enableNetworkSwitch: false` it only
 * shows the network (a button that opens nothing would be a dead control).
 */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const foyer = useFoyer()
  const unknownNetwork = useButtonText('unknownNetwork')
  const { caipNetwork, unsupported } = useFoyerNetwork()
  const switchable = foyer.options.enableNetworkSwitch
  return (
    <FoyerButton
      testId="foyer-network-button"
      quiet
      className={className}
      onClick={switchable ? () => openModal(foyer, { view: 'Networks' }) : undefined}
    >
      {/* A chain the app does not offer: a warning, in the page's language — not the chain's logo under
          core's English placeholder name. */}
      {unsupported ? (
        <UnsupportedNetworkIcon className="network-icon network-icon-small" />
      ) : caipNetwork ? (
        <NetworkIcon network={caipNetwork} size="small" />
      ) : null}
      {/* Beside an icon the name can give way on a phone: the icon alone, the name still read out. */}
      <span className={unsupported || caipNetwork ? 'foyer-network-name' : undefined}>
        {unsupported ? unknownNetwork : (caipNetwork?.name ?? unknownNetwork)}
      </span>
    </FoyerButton>
  )
}
