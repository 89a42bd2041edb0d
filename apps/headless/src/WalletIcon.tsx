/**
 * A wallet's or token's logo, or its initial when it has none (Foyer's directory serves an image for every
 * wallet; a browser wallet announces its own). Decorative: the name is always written beside it.
 */
export function WalletIcon({ src, name }: { src: string | undefined; name: string }) {
  if (src) return <img className="icon" src={src} alt="" width={32} height={32} />
  return (
    <span className="icon icon-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
