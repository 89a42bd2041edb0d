import { readFile } from 'node:fs/promises'
import type { Args } from '@foyer/server'
import { IMAGE_ID_PATTERN, IMAGE_KINDS, type ImageKind } from '../images/imageFile.js'
import { listImages, removeImage, setImage } from '../images/store.js'
import { openConfiguredDatabase } from './context.js'

const USAGE = [
  'usage: images list',
  '       images set <kind> <id> <file>   (PNG, WebP, JPEG or SVG, at most 256 kB)',
  '       images remove <kind> <id>',
  `kinds: ${IMAGE_KINDS.join(', ')} (asset = a network, by CAIP-2 id; token and currency by symbol; wallet by directory id)`,
].join('\n')

function kindOf(value: string | undefined): ImageKind {
  if (!IMAGE_KINDS.includes(value as ImageKind))
    throw new Error(`<kind>: expected one of ${IMAGE_KINDS.join(', ')}\n${USAGE}`)
  return value as ImageKind
}

function idOf(value: string | undefined): string {
  if (!value || !IMAGE_ID_PATTERN.test(value))
    throw new Error(`<id>: expected 1 to 128 printable characters\n${USAGE}`)
  return value
}

/**
 * `images list|set|remove`: the images the wallet service serves instead of generated placeholders (a
 * directory wallet's logo, a network's, a token's, a currency's). Running services answer new images at
 * once; browsers revalidate within a day.
 */
export async function run(args: Args): Promise<void> {
  const [action, kindArg, idArg, file] = args.positionals
  if (action !== 'list' && action !== 'set' && action !== 'remove') throw new Error(USAGE)
  const kind = action === 'list' ? undefined : kindOf(kindArg)
  const id = action === 'list' ? undefined : idOf(idArg)
  if (action === 'set' && !file) throw new Error(USAGE)
  const body =
    action === 'set'
      ? await readFile(file as string).catch((error: Error) => {
          throw new Error(`cannot read ${file}: ${error.message}`)
        })
      : undefined
  const database = await openConfiguredDatabase()
  try {
    if (action === 'list') {
      const rows = await listImages(database.db)
      for (const row of rows)
        console.log(`${row.kind}\t${row.id}\t${row.contentType}\t${row.bytes} B`)
      if (rows.length === 0) console.log('(no images)')
    } else if (action === 'set') {
      const type = await setImage(
        database.db,
        kind as ImageKind,
        id as string,
        new Uint8Array(body as Buffer),
      )
      console.log(`${kind} image ${id}: saved (${type})`)
    } else {
      const removed = await removeImage(database.db, kind as ImageKind, id as string)
      console.log(removed ? `${kind} image ${id}: removed` : `${kind} image ${id}: none stored`)
    }
  } finally {
    await database.close()
  }
}
