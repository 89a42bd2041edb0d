import type { Foyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Gives the instance a FoyerProvider of its own, in a React root that renders nothing to the page: AppKit
 * hosts have no provider in their tree, and the provider is what loads and mounts Foyer's modal on the
 * first open (through Foyer's public API, so @foyer/react needs no second way in). Returns the unmount.
 */
export function startModalHost(foyer: Foyer): () => void {
  const root = createRoot(document.createElement('div'))
  root.render(createElement(FoyerProvider, { foyer }))
  return () => root.unmount()
}
