import { useState } from 'react'
import { FALLBACK_HUES } from './iconFallbackCss.js'

/** The class of an icon whose image is still on its way (drawn as a placeholder by the modal's sheet). */
export const ICON_LOADING = 'foyer-icon-loading'

/** A colour index from a text (FNV-1a), so a name keeps its colour everywhere and two rarely share one. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % FALLBACK_HUES
}

/**
 * An icon: the image at `src`, or — without one, or when it fails to load — the label's first letter on
 * a colour of its own (`colourKey`'s). The letter is drawn by the sheet (`attr(data-initial)`), so it
 * adds nothing to the text beside it; no style attribute, so a strict CSP holds. Decorative: the name is
 * beside it. Until the image has loaded it carries `ICON_LOADING`, which the modal's sheet draws as the
 * token list's skeleton (issue 40: a slow image left a blank bordered circle in the Account's tokens).
 */
export function IconImage({
  src,
  label,
  colourKey = label,
  className,
}: {
  src: string | undefined
  label: string
  colourKey?: string
  className: string
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  if (src && src !== failed)
    return (
      <img
        className={src === loaded ? className : `${className} ${ICON_LOADING}`}
        src={src}
        alt=""
        onLoad={() => setLoaded(src)}
        onError={() => setFailed(src)}
      />
    )
  return (
    <span
      className={`${className} foyer-icon-fallback foyer-hue-${hueOf(colourKey)}`}
      data-initial={[...label.trim()][0]?.toUpperCase() ?? '?'}
      aria-hidden="true"
    />
  )
}
