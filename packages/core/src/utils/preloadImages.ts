import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants.js'

/**
 * Loads images into the browser cache so a list appears with its icons, waiting at most `timeoutMs`
 * (SPEC §9: 2 s). Never rejects; does nothing outside a browser.
 */
export async function preloadImages(
  urls: readonly string[],
  timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
): Promise<void> {
  if (typeof Image === 'undefined' || urls.length === 0) return
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        image.onload = () => resolve()
        image.onerror = () => resolve()
        image.src = url
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all(loads),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ])
  clearTimeout(timer)
}
