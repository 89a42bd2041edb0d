import { getWalletsQueryOptions } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'

/**
 * Whether the Connect view asks the wallet directory yet: not before a frame has painted the view open,
 * unless the directory's first page is already at hand. Creating and starting the directory's queries
 * (three observers, the request, the logos' preloads) and rendering its rows was a third of the press's
 * script before the first view painted (bench/README.md, "Where the press's time goes"); the installed
 * wallets show first anyway, and the directory's arrive under them (the modal grows downward). The press
 * mounts the view closed before the click opens it (load.ts): a frame painted then is not the visitor's,
 * so the wait starts once the modal is open. Turns true in a task after the next frame.
 */
export function useDirectoryAfterPaint(): boolean {
  const foyer = useFoyer()
  const [asked, setAsked] = useState(
    () =>
      foyer.queryClient.getQueryData(getWalletsQueryOptions(foyer, { page: 1 }).queryKey) !==
      undefined,
  )
  useEffect(() => {
    if (asked) return
    let frame: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    // requestAnimationFrame runs before the frame paints; the task after it runs once it has.
    const afterNextPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setAsked(true))
      })
    }
    // The store rather than a selector: opening must not render the view again (the click's render is the
    // <dialog>'s alone, Dialog.tsx).
    let unsubscribe: (() => void) | undefined
    if (foyer.store.getState().open) afterNextPaint()
    else
      unsubscribe = foyer.store.subscribe((state) => {
        if (!state.open || frame !== undefined) return
        unsubscribe?.()
        afterNextPaint()
      })
    return () => {
      unsubscribe?.()
      if (frame !== undefined) cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [foyer, asked])
  return asked
}
