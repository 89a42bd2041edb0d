// The look of an icon without an image (IconImage.tsx's fallback), for the buttons' sheet and the modal's: a
// module of its own, so that the buttons' sheet, in the page's first load, does not bring the modal's
// component.

/** How many colours a missing image may take (`.foyer-hue-0` … in the sheets): hues 30° apart. */
export const FALLBACK_HUES = 12

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
