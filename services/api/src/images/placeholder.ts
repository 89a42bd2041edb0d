import { createHash } from 'node:crypto'

/** Headers of every image served: cacheable for a day, inert (no scripts, no fetches). */
export const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const

const SIZE = 96

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Up to two initials: the first letters of the first two words ('Coinbase Wallet' → 'CW'), camel case
 * counting as words ('MetaMask' → 'MM'), else the first two letters or digits ('usdc' → 'US').
 */
export function initials(label: string): string {
  const words = label
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const first = words[0]
  if (!first) return '?'
  const second = words[1]
  const letters = second ? [...first][0] + ([...second][0] ?? '') : [...first].slice(0, 2).join('')
  return letters.toUpperCase()
}

/** A colour derived from the id: same id, same colour; dark enough for white text. */
export function colourFor(id: string): string {
  const hash = createHash('sha256').update(id).digest()
  const hue = hash.readUInt16BE(0) % 360
  const saturation = 50 + ((hash[2] ?? 0) % 25)
  const lightness = 34 + ((hash[3] ?? 0) % 10)
  return hslToHex(hue, saturation / 100, lightness / 100)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** Dark text on a light colour, white on a dark one (relative luminance, WCAG's formula). */
function textOn(hex: string): string {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.4 ? '#111827' : '#fff'
}

/**
 * A rounded square with the label's initials, in `colour` (a `#rrggbb` brand colour) or else the id's
 * colour: no copied logos, no external fetch.
 */
export function placeholderSvg(id: string, label: string, colour: string = colourFor(id)): string {
  const text = initials(label)
  const fontSize = text.length > 1 ? 38 : 46
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="24" ry="24" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="${textOn(colour)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600">${escapeXml(text)}</text>` +
    '</svg>'
  )
}

/**
 * A wallet without a logo of its own (Foyer ships no third party's logo: docs/decisions.md, "A wallet
 * without a logo"): a neutral wallet on a light tile with a dark rim, the same for every wallet (the name
 * beside it tells them apart). One drawing for both themes, so its colours are picked to pass there: the
 * rim #6b7080 is 4.4:1 against a light row (#f3f3f4), the tile #f4f5f7 14:1 against a dark one (#222327),
 * the wallet #3f4451 9:1 on the tile (WCAG's 3:1 for a graphic).
 */
export function walletPlaceholderSvg(label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x="2" y="2" width="92" height="92" rx="22" ry="22" fill="${WALLET_TILE.fill}" stroke="${WALLET_TILE.rim}" stroke-width="4"/>` +
    `<g fill="none" stroke="${WALLET_TILE.glyph}" stroke-width="5" stroke-linejoin="round">` +
    '<path d="M27 35l27-10a4 4 0 0 1 5 3.8V35"/>' +
    '<rect x="24" y="35" width="48" height="36" rx="7"/>' +
    '<path d="M72 46H60a6 6 0 0 0 0 12h12"/></g>' +
    `<circle cx="61" cy="52" r="3" fill="${WALLET_TILE.glyph}"/></svg>`
  )
}

/** The wallet placeholder's colours (its comment says why these). */
export const WALLET_TILE = { fill: '#f4f5f7', rim: '#6b7080', glyph: '#3f4451' } as const

/**
 * A network without an image of its own: a disc in the id's colour with a globe, so that two networks
 * never look alike (a CAIP-2 id has no initials worth showing).
 */
export function networkPlaceholderSvg(id: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(label)}">` +
    `<circle cx="48" cy="48" r="48" fill="${colourFor(id)}"/>` +
    '<g fill="none" stroke="#fff" stroke-width="5" opacity="0.92">' +
    '<circle cx="48" cy="48" r="26"/><ellipse cx="48" cy="48" rx="11" ry="26"/>' +
    '<path d="M23 40h50M23 56h50"/></g></svg>'
  )
}

/** A strong validator for an image's bytes, for If-None-Match. */
export function etagFor(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}
