/** A token's icon, or its symbol's initial when it has none. Decorative: the name is beside it. */
export function TokenIcon({ src, symbol }: { src: string | undefined; symbol: string }) {
  if (src) return <img className="token-icon" src={src} alt="" />
  return (
    <span className="token-icon token-icon-fallback" aria-hidden="true">
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}
