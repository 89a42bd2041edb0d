import type { Database } from '../db/database.js'
import { MAX_IMAGE_BYTES } from '../images/imageFile.js'
import { getImage, setImage } from '../images/store.js'
import type { ListingLogo } from './listing.js'
import { fetchOnHost } from './sameHostFetch.js'

// `wallets import` fetches each listed wallet's logo into the image store, so an operator who imports an
// explorer listing serves logos, not monograms. Logos are checked as `images set` checks them (type sniffed
// from the bytes, SVGs cleaned), an operator's own image is kept unless asked to replace it, and one logo
// that fails never fails the import: it is counted with its reason. A logo comes from the host its listing
// names, redirects included (sameHostFetch.ts), within a time limit.

/** How logos are fetched. */
export type LogoFetchOptions = {
  /** For listings with only an `image_id`: a URL with `{image_id}` in it (the explorer's logo URL). */
  imageUrlTemplate?: string | undefined
  /** Replace a logo already stored (an operator's `images set` included). Default: keep it. */
  replace?: boolean | undefined
  fetch?: typeof fetch
  timeoutMs?: number
  concurrency?: number
}

/** What fetching the logos did. */
export type LogoSummary = { stored: number; kept: number; failed: Record<string, number> }

/** The URL to fetch a logo from, or null. */
export function logoUrl(logo: ListingLogo, template: string | undefined): string | null {
  if (logo.url) return logo.url
  if (logo.imageId && template)
    return template.replaceAll('{image_id}', encodeURIComponent(logo.imageId))
  return null
}

/** A response's body, refused past MAX_IMAGE_BYTES without reading it all. */
async function boundedBody(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024} kB`)
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel()
      throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024} kB`)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** The short reason a logo was not stored, for the summary (no URL: they may carry a project key). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out'
  return message.replace(/^wallet image \S+: /, '')
}

/** Fetches and stores the logos of imported wallets, a few at a time. */
export async function fetchListingLogos(
  db: Database,
  logos: readonly ListingLogo[],
  options: LogoFetchOptions = {},
): Promise<LogoSummary> {
  const { fetch: get = fetch, timeoutMs = 10_000, concurrency = 4 } = options
  const summary: LogoSummary = { stored: 0, kept: 0, failed: {} }
  const fail = (reason: string) => {
    summary.failed[reason] = (summary.failed[reason] ?? 0) + 1
  }
  const queue = [...logos]
  const worker = async () => {
    for (let logo = queue.shift(); logo; logo = queue.shift()) {
      const url = logoUrl(logo, options.imageUrlTemplate)
      if (!url) {
        fail('only an image_id (give --image-url)')
        continue
      }
      if (!options.replace && (await getImage(db, 'wallet', logo.id))) {
        summary.kept++
        continue
      }
      try {
        const response = await fetchOnHost(url, { signal: AbortSignal.timeout(timeoutMs) }, get)
        if (!response.ok) {
          await response.body?.cancel()
          throw new Error(`HTTP ${response.status}`)
        }
        await setImage(db, 'wallet', logo.id, await boundedBody(response))
        summary.stored++
      } catch (error) {
        fail(reasonOf(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return summary
}
