// The devnet's own artwork, drawn for Foyer: its chains, its tokens and its dev wallets. SVG text, 96 units
// square; the wallet service stores them as images (dev stack) and the dev wallets announce theirs
// through EIP-6963. No third party's logo is copied here.

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`

/** An Ethereum-style diamond: the upper and lower facets, lighter on the left. */
const diamond = (fill: string) =>
  `<path d="M48 14 27 49l21 12z" fill="${fill}"/><path d="M48 14v47l21-12z" fill="${fill}" opacity=".72"/>` +
  `<path d="M27 53l21 29V65z" fill="${fill}"/><path d="M48 65v17l21-29z" fill="${fill}" opacity=".72"/>`

/** Three slanted bars, the usual drawing of a Solana chain. */
const bars = (fill: string) =>
  `<g fill="${fill}"><path d="M30 30h42l-6 8H24z"/><path d="M24 44h42l6 8H30z"/><path d="M30 58h42l-6 8H24z"/></g>`

/** Images of the devnet chains, by CAIP-2 id (the Solana cluster's id is added by who knows its hash). */
export const DEVNET_CHAIN_ARTWORK: Readonly<Record<string, string>> = {
  // The L1: the Ethereum diamond on Foyer's indigo.
  'eip155:31337': svg(`<circle cx="48" cy="48" r="48" fill="#4338ca"/>${diamond('#fff')}`),
  // The L2: two stacked layers on rose, so it never looks like the L1.
  'eip155:31338': svg(
    '<circle cx="48" cy="48" r="48" fill="#be185d"/>' +
      '<path d="M48 22 76 38 48 54 20 38z" fill="#fff"/>' +
      '<path d="M24 52l24 14 24-14" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" opacity=".8"/>' +
      '<path d="M24 64l24 14 24-14" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" opacity=".55"/>',
  ),
}

/** The local Solana cluster's image: the three bars on violet. */
export const SOLANA_DEVNET_ARTWORK = svg(
  `<circle cx="48" cy="48" r="48" fill="#6d28d9"/>${bars('#e9d5ff')}`,
)

/** Images of the devnet's tokens, by symbol (the service keys token images by symbol). */
export const DEVNET_TOKEN_ARTWORK: Readonly<Record<string, string>> = {
  // Foyer Token: a doorway on amber.
  FOY: svg(
    '<circle cx="48" cy="48" r="48" fill="#d97706"/>' +
      '<path d="M32 74V34a10 10 0 0 1 10-10h12a10 10 0 0 1 10 10v40" fill="none" stroke="#fff" stroke-width="7"/>' +
      '<path d="M40 74V36l16-5v43" fill="#fde68a"/><path d="M26 74h44" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  ),
  // Foyer USD: a dollar sign on green.
  fUSD: svg(
    '<circle cx="48" cy="48" r="48" fill="#15803d"/>' +
      '<path d="M61 35c-2-5-7-8-13-8-7 0-12 4-12 10 0 13 26 8 26 21 0 6-6 10-13 10-6 0-11-3-14-8M48 18v60" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  ),
  // The devnet's stand-in for Tether: a T with a ring on teal.
  USDT: svg(
    '<circle cx="48" cy="48" r="48" fill="#0d9488"/>' +
      '<path d="M27 24h42v10H53v40H43V34H27z" fill="#fff"/>' +
      '<ellipse cx="48" cy="45" rx="22" ry="6" fill="none" stroke="#fff" stroke-width="4" opacity=".85"/>',
  ),
  // Foyer Points: a star on purple.
  FPT: svg(
    '<circle cx="48" cy="48" r="48" fill="#7e22ce"/>' +
      '<path d="M48 18l8.8 18.7 20.2 2.6-14.9 14 3.9 20.2L48 63.6 30 73.5l3.9-20.2-14.9-14 20.2-2.6z" fill="#fff"/>',
  ),
}

/** Foyer Dev Wallet: an open doorway on indigo. */
export const DEV_WALLET_ARTWORK = svg(
  '<rect width="96" height="96" rx="22" fill="#4338ca"/>' +
    '<path d="M30 78V26a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v52" fill="none" stroke="#fff" stroke-width="6"/>' +
    '<path d="M38 78V30l20-6v54" fill="#a5b4fc"/>' +
    '<circle cx="52" cy="52" r="3.5" fill="#4338ca"/>' +
    '<path d="M22 78h52" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
)

/** Foyer Test Wallet: a flask on teal. */
export const TEST_WALLET_ARTWORK = svg(
  '<rect width="96" height="96" rx="22" fill="#0f766e"/>' +
    '<path d="M40 18h16M42 18v22L24 72a6 6 0 0 0 5 8h38a6 6 0 0 0 5-8L54 40V18" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>' +
    '<path d="M32 64h32l5 9H27z" fill="#5eead4"/>',
)

/** Foyer Solana Wallet: a sun on violet. */
export const SOLANA_WALLET_ARTWORK = svg(
  '<rect width="96" height="96" rx="22" fill="#6d28d9"/>' +
    '<circle cx="48" cy="48" r="14" fill="#fde68a"/>' +
    '<path d="M48 16v10M48 70v10M16 48h10M70 48h10M25 25l7 7M64 64l7 7M25 71l7-7M64 32l7-7" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/>',
)

/** Images of the dev wallets, by their directory id. */
export const DEV_WALLET_ARTWORK_BY_ID: Readonly<Record<string, string>> = {
  'foyer-dev-wallet': DEV_WALLET_ARTWORK,
  'foyer-test-wallet': TEST_WALLET_ARTWORK,
}
