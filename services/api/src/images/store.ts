import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { images } from '../db/imageSchema.js'
import { type ImageContentType, type ImageKind, sniffImage } from './imageFile.js'

/** A stored image. */
export type StoredImage = { contentType: ImageContentType; body: Uint8Array }

/**
 * Stores an image (its type recognised from its bytes; throws with the reason when it is not kept).
 * `onlyIfMissing` keeps one that is there: seeds never replace what an operator stored.
 */
export async function setImage(
  db: Database,
  kind: ImageKind,
  id: string,
  body: Uint8Array,
  { onlyIfMissing = false }: { onlyIfMissing?: boolean } = {},
): Promise<ImageContentType> {
  const sniffed = sniffImage(body)
  if ('error' in sniffed) throw new Error(`${kind} image ${id}: ${sniffed.error}`)
  // An SVG is stored as rebuilt from its allowlist, never as it came.
  const values = {
    kind,
    id,
    contentType: sniffed.contentType,
    body: sniffed.bytes,
    updatedAt: new Date(),
  }
  const insert = db.insert(images).values(values)
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [images.kind, images.id],
        set: { contentType: values.contentType, body: values.body, updatedAt: values.updatedAt },
      }))
  return sniffed.contentType
}

/** The stored image of an id, if any. */
export async function getImage(
  db: Database,
  kind: ImageKind,
  id: string,
): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ contentType: images.contentType, body: images.body })
    .from(images)
    .where(and(eq(images.kind, kind), eq(images.id, id)))
  return row
    ? { contentType: row.contentType as ImageContentType, body: new Uint8Array(row.body) }
    : undefined
}

/** Removes a stored image; true when there was one. */
export async function removeImage(db: Database, kind: ImageKind, id: string): Promise<boolean> {
  const rows = await db
    .delete(images)
    .where(and(eq(images.kind, kind), eq(images.id, id)))
    .returning({ id: images.id })
  return rows.length > 0
}

/** The stored images without their bytes, by kind then id. */
export function listImages(db: Database) {
  return db
    .select({
      kind: images.kind,
      id: images.id,
      contentType: images.contentType,
      bytes: sql<number>`octet_length(${images.body})`.mapWith(Number),
    })
    .from(images)
    .orderBy(asc(images.kind), asc(images.id))
}
