import { getWalletsQueryOptions } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'

/**
 * Whether the Connect view asks the wallet directory yet: not in the render that paints it first, unless
 * the directory's first page is already at hand. Creating and starting the directory's queries (three
 * observers, the request, the logos' preloads) was a third of the press's script before the first view
 * painted (bench/README.md, "Where the press's time goes"); the installed wallets show first anyway, and
 * the directory's arrive under them (the modal grows downward). Turns true in a task after the next frame.
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
    let timer: ReturnType<typeof setTimeout> | undefined
    // requestAnimationFrame runs before the frame paints; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAsked(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [asked])
  return asked
}
