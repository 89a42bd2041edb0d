import { useInsertionEffect } from 'react'
import { iconFallbackCss } from '../icons/iconFallbackCss.js'

// The buttons live in the host's page, outside the modal's shadow root. Their look comes from one small
// constructable sheet adopted by the document (CSP-safe), at zero specificity so any host rule wins.
// On a phone the chips are tighter and a long account name ends in an ellipsis, so that the network and
// account chips side by side fit a 390 px screen beside the host's title (issue 40; said here, not in the
// sheet, whose every byte is in the host's first load); there the network chip shows its icon alone, the name
// kept for screen readers, as the best kits do (a cut "Foyer D…" told the visitor nothing). A name is isolated in its own direction
// (plaintext): a Latin network name in an Arabic page is cut at its end, "Foyer Dev…", not "…yer Devnet".
const css = `
:where(.foyer-button) {
  display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border: 0; border-radius: 12px; background: #3366ee; color: #fff;
  font: 600 15px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; cursor: pointer;
  white-space: nowrap; max-width: 100%; overflow: hidden;
}
:where(.foyer-button > span) { min-width: 0; overflow: hidden; text-overflow: ellipsis; unicode-bidi: plaintext; }
:where(button.foyer-button:hover) { background: #2f5ed8; }
:where(.foyer-button:focus-visible) { outline: 2px solid #3366ee; outline-offset: 2px; }
:where(.foyer-button-quiet) { background: #eef0f4; color: #14151a; }
:where(button.foyer-button-quiet:hover) { background: #e2e5eb; }
:where(.foyer-button-static) { cursor: default; }
:where(.foyer-button-quiet[data-theme='dark']) { background: #26282e; color: #f1f2f4; }
:where(button.foyer-button-quiet[data-theme='dark']:hover) { background: #30333a; }
@media (prefers-color-scheme: dark) {
  :where(.foyer-button-quiet[data-theme='system']) { background: #26282e; color: #f1f2f4; }
  :where(button.foyer-button-quiet[data-theme='system']:hover) { background: #30333a; }
}
:where(.foyer-button .network-icon) {
  flex: none; display: grid; place-items: center; width: 20px; height: 20px; margin-inline-start: -6px;
  border-radius: 50%; object-fit: cover; font-size: 11px; font-weight: 700;
}
${iconFallbackCss((selector) => `:where(.foyer-button ${selector})`)}
:where(.foyer-button .foyer-button-detail) { font-weight: 500; opacity: 0.75; unicode-bidi: plaintext; }
/* A phone's header has room for the account, not its balance too (as the best kits do). */
@media (max-width: 480px) {
  :where(.foyer-button .foyer-button-detail) { display: none; }
  :where(.foyer-button) { padding: 0 12px; gap: 6px; }
  :where(.foyer-button > span) { max-width: 10em; }
  :where(.foyer-button > .foyer-network-name) {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
  :where(.foyer-button .network-icon) { margin-inline: -4px; }
}
`

const adopted = new WeakSet<Document>()

/** Adopts the buttons' sheet into the document, once. */
export function adoptButtonStyles(): void {
  if (typeof document === 'undefined' || adopted.has(document)) return
  adopted.add(document)
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/**
 * Adopts the sheet before the button's first paint: an insertion effect runs before the browser draws the
 * commit, where a passive effect ran after it and showed one frame of the browser's default grey button.
 */
export function useButtonStyles(): void {
  useInsertionEffect(adoptButtonStyles, [])
}
