import { ELEMENT_TAGS } from './attributes.js'
import { createButtonElement } from './createButtonElement.js'
import { adoptElementStyles } from './elementStyles.js'

/**
 * Defines `<appkit-button>`, `<appkit-account-button>` and `<appkit-network-button>` once per page. Called by
 * createAppKit in a browser, never when a module is imported (a server imports modules too).
 */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return
  adoptElementStyles()
  for (const tag of ELEMENT_TAGS)
    if (!customElements.get(tag)) customElements.define(tag, createButtonElement(tag))
}
