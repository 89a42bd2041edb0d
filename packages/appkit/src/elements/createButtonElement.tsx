import { AccountButton, ConnectButton, FoyerProvider, NetworkButton } from '@foyer/react'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { registeredAppKit } from '../client/registry.js'
import { type AppKitElementTag, ATTRIBUTES } from './attributes.js'
import { warnUnsupportedAttributes } from './warnOnce.js'

/** Foyer's button for each of AppKit's elements, from the element's attributes. */
const BUTTONS: Record<AppKitElementTag, (element: HTMLElement) => ReactNode> = {
  'appkit-button': (element) => (
    <ConnectButton label={element.getAttribute('label') ?? undefined} />
  ),
  'appkit-account-button': () => <AccountButton />,
  'appkit-network-button': () => <NetworkButton />,
}

/**
 * Builds the class of one of AppKit's elements (inside a function, so that importing this module never
 * touches `HTMLElement`, which a server does not have). The element renders Foyer's button in its own light
 * DOM, where Foyer's button sheet applies, for the instance of the page's createAppKit.
 */
export function createButtonElement(tag: AppKitElementTag): CustomElementConstructor {
  return class extends HTMLElement {
    // HTML lowercases attribute names (loadingLabel is loadinglabel).
    static observedAttributes = Object.keys(ATTRIBUTES[tag]).map((name) => name.toLowerCase())
    #root: Root | undefined

    connectedCallback() {
      this.#render()
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      // Deferred: the host's React may be removing this element in the middle of its own commit, and a
      // moved element is disconnected and connected again in one task.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    #render() {
      if (!this.isConnected) return
      warnUnsupportedAttributes(tag, this)
      this.#root ??= createRoot(this)
      this.#root.render(
        <FoyerProvider foyer={registeredAppKit().foyer}>{BUTTONS[tag](this)}</FoyerProvider>,
      )
    }
  }
}
