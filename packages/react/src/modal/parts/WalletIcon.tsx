import { useState } from '../../reactBindings.js'

/** A wallet's icon (usually a data URI), or its initial when it has none. Decorative: the name is beside it. */
export function WalletIcon({
  src,
  name,
  size = 'small',
}: {
  src: string | undefined
  name: string
  size?: 'small' | 'large'
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  // A logo that fails to load falls back to the initial, like a wallet without one.
  if (src && src !== failed)
    return (
      <img
        className={`wallet-icon wallet-icon-${size}`}
        src={src}
        alt=""
        onError={() => setFailed(src)}
      />
    )
  return (
    <span className={`wallet-icon wallet-icon-${size} wallet-icon-fallback`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
