import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { lazy, Suspense } from 'react'
import { useRegistry } from './registryContext.js'
import { addStyles } from './styles.js'
import type { ViewChunk } from './viewEntry.js'

// One lazy component per view of a feature chunk, made the first time the view is shown (code, not state:
// every instance on the page may share it).
const lazyViews = new Map<ViewName, ComponentType>()

function lazyView(view: ViewName, load: () => Promise<ViewChunk>): ComponentType {
  let component = lazyViews.get(view)
  if (!component) {
    component = lazy(() =>
      load().then((chunk) => {
        // The chunk's styles join the modal's sheet before its view first renders.
        addStyles(chunk.styles)
        return { default: chunk.views[view] ?? Empty }
      }),
    )
    lazyViews.set(view, component)
  }
  return component
}

function Empty() {
  return null
}

/** The view the router is on, from its registry entry. */
export function CurrentView({ view }: { view: ViewName }) {
  const entry = useRegistry().views[view]
  if (entry.component) return <entry.component />
  if (!entry.load) return null
  const View = lazyView(view, entry.load)
  return (
    <Suspense fallback={<div className="chunk-loading" aria-busy="true" />}>
      <View />
    </Suspense>
  )
}
