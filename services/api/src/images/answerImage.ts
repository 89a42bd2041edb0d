import type { Context } from 'hono'
import type { Database } from '../db/database.js'
import type { ImageKind } from './imageFile.js'
import { etagFor, IMAGE_HEADERS } from './placeholder.js'
import { getImage } from './store.js'

/**
 * Answers an image request: the stored image of the id, else the generated `placeholder` (SVG text).
 * Revalidated by ETag.
 */
export async function answerImage(
  c: Context,
  db: Database,
  kind: ImageKind,
  id: string,
  placeholder: () => string,
) {
  const stored = await getImage(db, kind, id)
  const body = stored?.body ?? placeholder()
  const etag = etagFor(body)
  const headers = {
    ...IMAGE_HEADERS,
    'Content-Type': stored?.contentType ?? IMAGE_HEADERS['Content-Type'],
    ETag: etag,
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return typeof body === 'string'
    ? c.body(body, 200, headers)
    : c.body(new Uint8Array(body).buffer as ArrayBuffer, 200, headers)
}
