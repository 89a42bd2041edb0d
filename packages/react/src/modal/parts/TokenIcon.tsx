import { IconImage } from '../../icons/IconImage.js'

/** A token's icon, or its symbol's initial on the symbol's colour when it has none or it fails to load. */
export function TokenIcon({ src, symbol }: { src: string | undefined; symbol: string }) {
  return <IconImage className="token-icon" src={src} label={symbol} />
}
