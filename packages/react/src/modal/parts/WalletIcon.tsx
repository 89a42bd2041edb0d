import { useState } from 'react'

/**
 * A wallet's icon (usually a data URI or the wallet service's logo). Without one, or when it fails to
 * load: a neutral wallet on a bordered tile (`.wallet-icon-fallback`), the same for every wallet — the name
 * is beside it — in the theme's own colours, so that it passes contrast in light and dark alike (the
 * service draws the same tile for a wallet it has no logo of). Decorative.
 */
export function WalletIcon({
  src,
  size = 'small',
}: {
  src: string | undefined
  /** The wallet's name, which the row shows beside the icon (the icon itself is decorative). */
  name: string
  size?: 'small' | 'large'
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const className = `wallet-icon wallet-icon-${size}`
  if (src && src !== failed)
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  return (
    <span className={`${className} wallet-icon-fallback`} aria-hidden="true">
      <WalletGlyph />
    </span>
  )
}

/** A wallet, drawn with currentColor (the same drawing as the service's placeholder). */
export function WalletGlyph() {
  return (
    <svg viewBox="20 20 56 56" fill="none" aria-hidden="true">
      <g stroke="currentColor" strokeWidth="5" strokeLinejoin="round">
        <path d="M27 35l27-10a4 4 0 0 1 5 3.8V35" />
        <rect x="24" y="35" width="48" height="36" rx="7" />
        <path d="M72 46H60a6 6 0 0 0 0 12h12" />
      </g>
      <circle cx="61" cy="52" r="3" fill="currentColor" />
    </svg>
  )
}
