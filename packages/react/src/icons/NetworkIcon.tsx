import { type CaipNetwork, networkImageUrl } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { IconImage } from './IconImage.js'

/**
 * A network's image from the wallet service (SPEC §7 getAssetImage), or its name's initial on the
 * network's own colour (without the service, or when the image fails). Decorative: the name is beside it.
 */
export function NetworkIcon({
  network,
  size = 'medium',
}: {
  network: Pick<CaipNetwork, 'caipNetworkId' | 'name'>
  size?: 'small' | 'medium' | 'large'
}) {
  const foyer = useFoyer()
  return (
    <IconImage
      className={`network-icon network-icon-${size}`}
      src={networkImageUrl(foyer, network.caipNetworkId)}
      label={network.name}
      colourKey={network.caipNetworkId}
    />
  )
}
