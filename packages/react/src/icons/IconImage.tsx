import { useState } from 'react'

/** How many colours a missing image may take (`.foyer-hue-0` … in the sheets): hues 30° apart. */
export const FALLBACK_HUES = 12

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
 * beside it.
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
  if (src && src !== failed)
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  return (
    <span
      className={`${className} foyer-icon-fallback foyer-hue-${hueOf(colourKey)}`}
      data-initial={[...label.trim()][0]?.toUpperCase() ?? '?'}
      aria-hidden="true"
    />
  )
}

/**
 * The fallback's look for a sheet: a hue per class and a white letter, dark enough at every hue. `scope`
 * wraps each selector (the buttons' sheet, in the host's page, keeps zero specificity with `:where`).
 */
export function iconFallbackCss(scope: (selector: string) => string = (selector) => selector) {
  const hues = Array.from(
    { length: FALLBACK_HUES },
    (_, index) =>
      `${scope(`.foyer-hue-${index}`)} { --_hue: ${index * (360 / FALLBACK_HUES) + 15}; }`,
  )
  return [
    ...hues,
    `${scope('.foyer-icon-fallback')} { background: oklch(47% 0.13 var(--_hue)); color: #fff; }`,
    `${scope('.foyer-icon-fallback::before')} { content: attr(data-initial); }`,
  ].join('\n')
}
