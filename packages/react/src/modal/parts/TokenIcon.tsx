import { useState } from '../../reactBindings.js'

/**
 * A token's icon, or its symbol's initial when it has none or it fails to load. Decorative: the name is
 * beside it.
 */
export function TokenIcon({ src, symbol }: { src: string | undefined; symbol: string }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && src !== failed)
    return <img className="token-icon" src={src} alt="" onError={() => setFailed(src)} />
  return (
    <span className="token-icon token-icon-fallback" aria-hidden="true">
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}
