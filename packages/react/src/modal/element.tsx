import type { Foyer } from '@foyer/core'
import { createRoot, type Root } from 'react-dom/client'
import { eagerViewStyles } from './eagerViews.js'
import { ModalApp } from './ModalApp.js'
import type { ModalRegistry } from './registryContext.js'
import { getStyleSheet } from './styles.js'

/** `<foyer-modal>`: hosts the modal's React tree in an open shadow root styled by one adopted sheet. */
export type FoyerModalElement = HTMLElement & { foyer: Foyer | undefined }

/** Builds the element class (inside a function, so merely importing this never touches `HTMLElement`). */
export function createFoyerModalElement(registry: ModalRegistry): CustomElementConstructor {
  return class extends HTMLElement implements FoyerModalElement {
    #foyer: Foyer | undefined
    #root: Root | undefined

    constructor() {
      super()
      // Open, so hosts' browser tests can reach inside.
      const shadow = this.attachShadow({ mode: 'open' })
      shadow.adoptedStyleSheets = [getStyleSheet(eagerViewStyles)]
      // A `foyer` set before the element was defined is an own property hiding the accessor: move it.
      if (Object.hasOwn(this, 'foyer')) {
        const value = (this as { foyer?: Foyer }).foyer
        delete (this as { foyer?: Foyer }).foyer
        this.foyer = value
      }
    }

    get foyer(): Foyer | undefined {
      return this.#foyer
    }

    set foyer(value: Foyer | undefined) {
      this.#foyer = value
      this.#render()
    }

    connectedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      // Deferred: React may be removing this element in the middle of its own commit, and a moved element
      // is disconnected and reconnected in one task.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    #render() {
      if (!this.isConnected || !this.#foyer || !this.shadowRoot) return
      this.#root ??= createRoot(this.shadowRoot)
      this.#root.render(<ModalApp foyer={this.#foyer} host={this} registry={registry} />)
    }
  }
}
