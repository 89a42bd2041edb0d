import type { Foyer } from '@foyer/core'
import type { KeyboardEvent } from 'react'
import { useMemo } from 'react'
import { useFoyer } from '../hooks/useFoyer.js'

// The only link from the entry to the modal: a dynamic import, so bundlers put the modal in its own chunk
// and pages that never open it never download it.
/** Loads the modal chunk. */
export const loadModal = () => import('./modalChunk.js').then((chunk) => chunk.modalChunk)

/**
 * Starts loading the modal chunk when the visitor presses a Foyer button, and mounts the modal (closed)
 * once it is there: a press lasts long enough (a mouse click ~100 ms) for the chunk to arrive and for the
 * modal's first view to be rendered before the click, which then only has to show the dialog. Failures
 * are left to the opening itself, which loads again and reports them.
 */
export const preloadModal = (foyer: Foyer) => {
  loadModal().then(
    (modal) => modal.mountModal(foyer),
    () => {},
  )
}

/**
 * Handlers for Foyer's buttons that preload the modal of the nearest instance on a press: the pointer's,
 * and Space's (a button clicks when Space is released; Enter clicks at once, so it gains nothing).
 */
export function usePreloadModal(): {
  onPointerDown: () => void
  onKeyDown: (event: KeyboardEvent) => void
} {
  const foyer = useFoyer()
  return useMemo(
    () => ({
      onPointerDown: () => preloadModal(foyer),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === ' ' && !event.repeat) preloadModal(foyer)
      },
    }),
    [foyer],
  )
}
