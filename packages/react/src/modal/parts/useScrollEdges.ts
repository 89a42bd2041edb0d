import type { RefObject } from 'react'
import { useEffect } from 'react'

/** How far (px) from an edge still counts as at it: rounding of fractional layouts. */
const SLACK = 2

/**
 * Marks a scrolling element with what lies beyond its visible part: `data-scrolled` once its content has
 * moved up under its top (the sticky header then sets itself apart), `data-more` while some of it is still
 * below the bottom edge (a fade says so). Kept up to date on scroll and whenever the content resizes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const { scrollTop, scrollHeight, clientHeight } = element
      element.toggleAttribute('data-scrolled', scrollTop > SLACK)
      element.toggleAttribute('data-more', scrollHeight - clientHeight - scrollTop > SLACK)
    }
    element.addEventListener('scroll', update, { passive: true })
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    // The observer's first notification comes once the element is laid out, before that frame paints: the
    // first measure reads a layout the browser made anyway. Measuring here instead would force one in the
    // middle of the modal's first render (the press's path, issue 38 point 5).
    if (!resized) update()
    resized?.observe(element)
    // The view inside changes height without the card changing its own (it is capped): watch it too.
    const watchChildren = () => {
      for (const child of element.children) resized?.observe(child)
    }
    watchChildren()
    const added =
      typeof MutationObserver === 'function' ? new MutationObserver(watchChildren) : undefined
    added?.observe(element, { childList: true })
    return () => {
      element.removeEventListener('scroll', update)
      resized?.disconnect()
      added?.disconnect()
    }
  }, [ref])
}
