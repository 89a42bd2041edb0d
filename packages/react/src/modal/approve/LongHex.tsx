import { useState } from 'react'
import { useMessages } from '../../messages.js'

/** Shown before "Show all": the selector and a few words of call data, 0x plus 64 hex digits. */
const PREVIEW_LENGTH = 66

/** Hex data too long to read at once (call data, a signed transaction): its start, and all of it on demand. */
export function LongHex({ value }: { value: string }) {
  const m = useMessages()
  const [all, setAll] = useState(false)
  const long = value.length > PREVIEW_LENGTH
  return (
    <div className="long-hex">
      <span className="mono" data-testid="foyer-approval-hex">
        {all || !long ? value : `${value.slice(0, PREVIEW_LENGTH)}…`}
      </span>
      {long ? (
        <button
          type="button"
          className="text-button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? m.showLess : m.showAll}
        </button>
      ) : null}
    </div>
  )
}
