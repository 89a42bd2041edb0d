// AppKit's `balance="hide"` on Foyer's buttons: the balance is the button's `.foyer-button-detail`. One
// constructable sheet adopted by the document (CSP-safe, as Foyer's button sheet), added once.
const css = `
:where(appkit-button[balance='hide'], appkit-account-button[balance='hide']) .foyer-button-detail {
  display: none;
}
`

const adopted = new WeakSet<Document>()

/** Adopts the elements' sheet into the document, once. */
export function adoptElementStyles(): void {
  if (adopted.has(document)) return
  adopted.add(document)
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
