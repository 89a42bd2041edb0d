// The place a trusted proxy or CDN says a request came from (FOYER_AUTH_LOCATION_HEADER: `CF-IPCountry`, or
// a city, a region and a country header), made safe to put in a mail: it is read only from the headers the
// operator names and only behind proxies the service trusts, yet it still reaches a mail, so each value is
// cut to letters, digits and a few marks, and to a short length.

/** The longest a header's part may be, and the whole place (in characters). */
const MAX_PART = 48
const MAX_PLACE = 100
/** Anything longer is not a place: not even looked at. */
const MAX_RAW = 1024

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** Codes some CDNs send for no country (`XX`, `ZZ`) or for Tor (`T1`). */
const NO_COUNTRY = new Set(['XX', 'ZZ'])

function decode(raw: string): string {
  let text = raw
  // Node reads header bytes as Latin-1: a UTF-8 city name (São Paulo) arrives garbled; read it back as UTF-8.
  const codes = Array.from(text, (character) => character.codePointAt(0) ?? 0)
  if (codes.some((code) => code >= 0x80) && codes.every((code) => code <= 0xff)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8')
    if (!utf8.includes('\ufffd')) text = utf8
  }
  // Some proxies percent-encode their location headers.
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {}
  }
  return text
}

/** One header's value as a place's part: clean text, a country's name for its code, or nothing. */
export function placePart(raw: string): string | undefined {
  if (raw.length > MAX_RAW) return undefined
  const text = decode(raw)
    .normalize('NFKC')
    // Letters (any script), combining marks, digits, spaces and . , ' ( ) - only: no markup, no line
    // breaks, no links, no control or direction characters.
    .replace(/[^\p{L}\p{M}\p{N} .,'()-]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^[ .,'()-]+|[ .,'()-]+$/g, '')
  if (!text) return undefined
  if (text === 'T1') return 'the Tor network'
  if (/^[A-Z]{2}$/.test(text)) return NO_COUNTRY.has(text) ? undefined : REGIONS.of(text)
  return Array.from(text).slice(0, MAX_PART).join('').trim()
}

/** The place the named headers give together (`Lyon, Auvergne-Rhône-Alpes, France`), or nothing. */
export function placeFromHeaders(values: readonly (string | undefined)[]): string | undefined {
  const parts: string[] = []
  for (const value of values) {
    const part = value === undefined ? undefined : placePart(value)
    if (part && !parts.some((seen) => seen.toLowerCase() === part.toLowerCase())) parts.push(part)
  }
  const place = Array.from(parts.join(', '))
    .slice(0, MAX_PLACE)
    .join('')
    .replace(/[ ,]+$/, '')
  return place || undefined
}
