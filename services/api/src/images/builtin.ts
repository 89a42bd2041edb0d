import type { Database } from '../db/database.js'
import type { ImageKind } from './imageFile.js'
import { setImage } from './store.js'

// Foyer's own drawings of the commonest coins, networks and currencies, seeded so that a fresh service has
// them; an operator's image (`images set`) replaces any. 96 units square, no third party's file copied.

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`

const ETHER = svg(
  '<circle cx="48" cy="48" r="48" fill="#627eea"/>' +
    '<path d="M48 14 27 49l21 12z" fill="#fff"/><path d="M48 14v47l21-12z" fill="#fff" opacity=".7"/>' +
    '<path d="M27 53l21 29V65z" fill="#fff"/><path d="M48 65v17l21-29z" fill="#fff" opacity=".7"/>',
)

const WRAPPED_ETHER = svg(
  '<circle cx="48" cy="48" r="48" fill="#fce7f3"/>' +
    '<circle cx="48" cy="48" r="40" fill="none" stroke="#db2777" stroke-width="4" stroke-dasharray="6 5"/>' +
    '<path d="M48 20 31 49l17 10z" fill="#9d174d"/><path d="M48 20v39l17-10z" fill="#9d174d" opacity=".7"/>' +
    '<path d="M31 53l17 24V63z" fill="#9d174d"/><path d="M48 63v14l17-24z" fill="#9d174d" opacity=".7"/>',
)

const SOL = svg(
  '<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0">' +
    '<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>' +
    '<circle cx="48" cy="48" r="48" fill="#111"/>' +
    '<g fill="url(#s)"><path d="M30 30h42l-6 8H24z"/><path d="M24 44h42l6 8H30z"/><path d="M30 58h42l-6 8H24z"/></g>',
)

const DOLLAR = svg(
  '<circle cx="48" cy="48" r="48" fill="#166534"/>' +
    '<path d="M61 35c-2-5-7-8-13-8-7 0-12 4-12 10 0 13 26 8 26 21 0 6-6 10-13 10-6 0-11-3-14-8M48 18v60" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
)

const EURO = svg(
  '<circle cx="48" cy="48" r="48" fill="#1e40af"/>' +
    '<path d="M66 30a22 22 0 1 0 0 36" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M24 43h30M24 55h30" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
)

/** The built-in images: kind, id, SVG text. */
export const BUILTIN_IMAGES: readonly { kind: ImageKind; id: string; svg: string }[] = [
  { kind: 'token', id: 'ETH', svg: ETHER },
  { kind: 'token', id: 'WETH', svg: WRAPPED_ETHER },
  { kind: 'token', id: 'SOL', svg: SOL },
  { kind: 'asset', id: 'eip155:1', svg: ETHER },
  { kind: 'asset', id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', svg: SOL },
  { kind: 'asset', id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', svg: SOL },
  { kind: 'currency', id: 'USD', svg: DOLLAR },
  { kind: 'currency', id: 'EUR', svg: EURO },
]

/**
 * Stores images that are not stored yet (an operator's stay): the built-in ones and `extra`. Idempotent:
 * run at each start.
 */
export async function seedImages(
  db: Database,
  extra: readonly { kind: ImageKind; id: string; svg: string }[] = [],
): Promise<void> {
  const encoder = new TextEncoder()
  for (const image of [...BUILTIN_IMAGES, ...extra])
    await setImage(db, image.kind, image.id, encoder.encode(image.svg), { onlyIfMissing: true })
}
