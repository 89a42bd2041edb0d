import { sanitizeSvg } from './svg/sanitizeSvg.js'

/** The kinds of image the wallet service serves (SPEC §7); 'asset' is a network's image. */
export const IMAGE_KINDS = ['wallet', 'asset', 'currency', 'token'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Ids of images: any printable text up to 128 characters (a wallet id, a CAIP-2 id, a symbol). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
export const IMAGE_ID_PATTERN = /^[^\u0000-\u001f\u007f]{1,128}$/

/** The largest image kept: a logo is a few kilobytes; this leaves room for a detailed PNG. */
export const MAX_IMAGE_BYTES = 256 * 1024

/** The formats kept, recognised by their bytes, never by a file name or a claimed type. */
export type ImageContentType = 'image/svg+xml' | 'image/png' | 'image/webp' | 'image/jpeg'

/**
 * True when the text's first element is `<svg`, after an XML declaration, comments and a DOCTYPE without
 * an internal subset (where entities would be declared). A loop, not one regular expression: nested
 * repetition over comments would backtrack exponentially on crafted input.
 */
function startsAsSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '').trimStart()
  for (;;) {
    const close = rest.startsWith('<?xml')
      ? rest.indexOf('?>') + 2
      : rest.startsWith('<!--')
        ? rest.indexOf('-->', 4) + 3
        : /^<!DOCTYPE/i.test(rest)
          ? rest.indexOf('>') + 1
          : -1
    if (close === -1) return /^<svg[\s>/]/i.test(rest)
    if (close < 3 || rest.slice(0, close).includes('[')) return false
    rest = rest.slice(close).trimStart()
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte)
}

/**
 * The content type of an image's bytes and the bytes to keep, or an error saying why it is not kept: PNG,
 * WebP, JPEG as they are, or an SVG rebuilt from an allowlist of elements and attributes (svg/sanitizeSvg.ts:
 * no scripts, event handlers, animation or outside references), at most MAX_IMAGE_BYTES.
 */
export function sniffImage(
  bytes: Uint8Array,
): { contentType: ImageContentType; bytes: Uint8Array } | { error: string } {
  if (bytes.length === 0) return { error: 'the image is empty' }
  if (bytes.length > MAX_IMAGE_BYTES)
    return { error: `the image is larger than ${MAX_IMAGE_BYTES / 1024} kB` }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', bytes }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', bytes }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', bytes }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { error: 'not a PNG, WebP, JPEG or SVG image' }
  }
  if (!startsAsSvg(text)) return { error: 'not a PNG, WebP, JPEG or SVG image' }
  const sanitized = sanitizeSvg(text)
  if ('error' in sanitized) return sanitized
  const rebuilt = new TextEncoder().encode(sanitized.svg)
  if (rebuilt.length > MAX_IMAGE_BYTES)
    return { error: `the image is larger than ${MAX_IMAGE_BYTES / 1024} kB` }
  return { contentType: 'image/svg+xml', bytes: rebuilt }
}
