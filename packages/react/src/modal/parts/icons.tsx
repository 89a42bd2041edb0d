// Stroke icons drawn with currentColor, so they follow the theme. Decorative: buttons carry the label.

/** A 20-unit icon of one stroked path. */
function PathIcon({
  d,
  size = 20,
  className,
  roundJoins = false,
}: {
  d: string
  size?: number
  className?: string
  roundJoins?: boolean
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
    >
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin={roundJoins ? 'round' : undefined}
      />
    </svg>
  )
}

/** Points the way back: left, or right in a right-to-left language (`.directional`). */
export function BackIcon() {
  return <PathIcon className="directional" d="M12.5 4.5 7 10l5.5 5.5" />
}

export function CloseIcon() {
  return <PathIcon d="m5 5 10 10M15 5 5 15" />
}

export function ChevronIcon() {
  return <PathIcon className="chevron directional" size={16} d="M7.5 4.5 13 10l-5.5 5.5" />
}

export function GridIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" fill="none" aria-hidden="true">
      <rect x="2" y="2" width="7" height="7" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <rect x="13" y="2" width="7" height="7" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <rect x="2" y="13" width="7" height="7" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <rect x="13" y="13" width="7" height="7" rx="2" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}

export function SendIcon() {
  return <PathIcon roundJoins d="M10 16V4m0 0-5 5m5-5 5 5" />
}

/** Two opposed arrows: swap, and the button that turns a swap around. */
export function SwapIcon() {
  return <PathIcon roundJoins d="M6.5 3.5v13m0 0-3-3m3 3 3-3M13.5 16.5v-13m0 0-3 3m3-3 3 3" />
}

/** A door with an arrow out: disconnect. */
export function DisconnectIcon() {
  return (
    <PathIcon
      className="directional"
      roundJoins
      size={16}
      d="M8 3.5H5A1.5 1.5 0 0 0 3.5 5v10A1.5 1.5 0 0 0 5 16.5h3M12.5 6l4 4-4 4M16.5 10h-9"
    />
  )
}

/** A card with a plus: buy crypto. */
export function BuyIcon() {
  return (
    <PathIcon
      roundJoins
      d="M10 5.5v9M5.5 10h9M4 3.5h12A1.5 1.5 0 0 1 17.5 5v10a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 15V5A1.5 1.5 0 0 1 4 3.5Z"
    />
  )
}

export function ReceiveIcon() {
  return <PathIcon roundJoins d="M10 4v12m0 0-5-5m5 5 5-5" />
}

export function MailIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="3" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="m4 7 8 6 8-6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function KeyIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="8" cy="16" r="4.5" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="m11.2 12.8 8.8-8.8m-3.2 3.2 2.4 2.4m-5.2.4 2 2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect x="7" y="7" width="10" height="10" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-7A1.5 1.5 0 0 0 3 4.5v7A1.5 1.5 0 0 0 4.5 13"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  )
}
