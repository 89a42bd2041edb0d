// The help view's two pictures, drawn like the modal's other icons (2 px strokes on a 24 px grid).

/** A safe: a place that keeps what is yours. */
export function VaultIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="4" width="18" height="15" rx="3" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="11.5" r="3" stroke="currentColor" strokeWidth="2" />
      <path d="M7 19v1.5M17 19v1.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** A key: signing in without a password. */
export function KeyIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="8" cy="12" r="4" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 12h9m-3 0v3m-3-3v2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
