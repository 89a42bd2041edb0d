/**
 * The mark of a network the app does not offer: an exclamation on the danger colour, never the chain's own
 * logo (which beside 'Unknown Network' said two things at once). Colours are SVG attributes: no style
 * attribute, so a strict CSP holds. Decorative: the name is beside it.
 */
export function UnsupportedNetworkIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" data-unsupported="">
      <circle cx="10" cy="10" r="10" fill="#b3261e" />
      <path d="M10 5v6" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="10" cy="14.6" r="1.3" fill="#fff" />
    </svg>
  )
}
