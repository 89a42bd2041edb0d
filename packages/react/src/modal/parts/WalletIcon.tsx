import { IconImage } from '../../icons/IconImage.js'

/** A wallet's icon (usually a data URI or the wallet service's logo), or its initial when it has none. */
export function WalletIcon({
  src,
  name,
  size = 'small',
}: {
  src: string | undefined
  name: string
  size?: 'small' | 'large'
}) {
  return <IconImage className={`wallet-icon wallet-icon-${size}`} src={src} label={name} />
}
