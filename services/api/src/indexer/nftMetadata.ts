import { sniffImage } from '../images/imageFile.js'

// What a token's metadata says, from its tokenURI. Only data: URIs are read: the service fetches no
// address a token's contract names (no remote request chosen by whoever deployed a contract); a token whose
// metadata or image lives elsewhere keeps its collection's name and the view's drawn fallback.

/** A tokenURI longer than this is not read (the largest image kept is MAX_IMAGE_BYTES). */
export const MAX_TOKEN_URI_LENGTH = 512 * 1024

/** The longest name kept. */
const MAX_NAME_LENGTH = 200

/** What is kept of a token's metadata. */
export type NftMetadata = {
  name: string | null
  image: { contentType: string; bytes: Uint8Array } | null
}

const NONE: NftMetadata = { name: null, image: null }

/** The bytes of a `data:` URI (base64 or percent-encoded), with its media type, or undefined. */
export function decodeDataUri(uri: string): { mediaType: string; bytes: Uint8Array } | undefined {
  const match = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s.exec(uri)
  if (!match) return undefined
  const mediaType = (match[1] || 'text/plain').toLowerCase()
  const base64 = /;base64$/i.test(match[2] ?? '')
  const body = match[3] ?? ''
  try {
    if (base64) {
      if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) return undefined
      return { mediaType, bytes: new Uint8Array(Buffer.from(body, 'base64')) }
    }
    return { mediaType, bytes: new TextEncoder().encode(decodeURIComponent(body)) }
  } catch {
    return undefined
  }
}

/** The image of a metadata `image` field when it is a data: URI of a PNG, WebP, JPEG or safe SVG. */
function imageOf(value: unknown): NftMetadata['image'] {
  if (typeof value !== 'string' || !value.startsWith('data:')) return null
  const decoded = decodeDataUri(value)
  if (!decoded?.mediaType.startsWith('image/')) return null
  // The bytes decide the type, never the URI's claim; SVGs with scripts or outside references are refused.
  const sniffed = sniffImage(decoded.bytes)
  return 'contentType' in sniffed
    ? { contentType: sniffed.contentType, bytes: decoded.bytes }
    : null
}

/**
 * An ERC-1155 metadata URI for `id`: the standard's `{id}` replaced by the id as 64 lower-case hex digits
 * (EIP-1155, "Metadata"). A URI without `{id}` is the id's own.
 */
export function erc1155MetadataUri(template: string, id: bigint): string {
  // A template already too long to read is left as it is (each `{id}` would grow it sixteenfold).
  if (template.length > MAX_TOKEN_URI_LENGTH) return template
  return template.replaceAll('{id}', id.toString(16).padStart(64, '0'))
}

/** Name and image from an ERC-721 tokenURI or ERC-1155 uri; nothing for a URI that is not JSON in a data: URI. */
export function parseTokenUri(uri: string): NftMetadata {
  const metadata = readJsonUri(uri)
  if (!metadata) return NONE
  const { name, image } = metadata as { name?: unknown; image?: unknown }
  return { name: textOf(name), image: imageOf(image) }
}

/** The collection's name a metadata JSON gives (Metaplex's standard `collection.name`), or null. */
export function collectionNameOf(uri: string): string | null {
  const collection = (readJsonUri(uri) as { collection?: unknown } | undefined)?.collection
  return typeof collection === 'object' && collection !== null
    ? textOf((collection as { name?: unknown }).name)
    : null
}

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_NAME_LENGTH) : null

/** The JSON object of a data: URI of a JSON media type, or undefined. */
function readJsonUri(uri: string): object | undefined {
  if (uri.length > MAX_TOKEN_URI_LENGTH || !uri.startsWith('data:')) return undefined
  const decoded = decodeDataUri(uri)
  if (!decoded || !/^application\/(.+\+)?json$/.test(decoded.mediaType)) return undefined
  try {
    const metadata: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes),
    )
    return typeof metadata === 'object' && metadata !== null ? metadata : undefined
  } catch {
    return undefined
  }
}
