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
  if (src) return <img className={`wallet-icon wallet-icon-${size}`} src={src} alt="" />
  return (
    <span className={`wallet-icon wallet-icon-${size} wallet-icon-fallback`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
