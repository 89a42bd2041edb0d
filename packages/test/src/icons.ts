/** A data: URI of an SVG image (base64, so any characters are safe). */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:image/svg+xml;base64,${btoa(binary)}`
}

/** Icon of 'Foyer Dev Wallet': an open doorway on indigo. */
export const DEV_WALLET_ICON = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" rx="22" fill="#4338ca"/>' +
    '<path d="M30 78V26a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v52" fill="none" stroke="#fff" stroke-width="6"/>' +
    '<path d="M38 78V30l20-6v54" fill="#a5b4fc"/>' +
    '<circle cx="52" cy="52" r="3.5" fill="#4338ca"/>' +
    '<path d="M22 78h52" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
    '</svg>',
)

/** Icon of 'Foyer Test Wallet': a flask on teal. */
export const TEST_WALLET_ICON = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" rx="22" fill="#0f766e"/>' +
    '<path d="M40 18h16M42 18v22L24 72a6 6 0 0 0 5 8h38a6 6 0 0 0 5-8L54 40V18" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>' +
    '<path d="M32 64h32l5 9H27z" fill="#5eead4"/>' +
    '</svg>',
)

/** Icon of 'Foyer Solana Wallet': a sun on violet. */
export const SOLANA_WALLET_ICON = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" rx="22" fill="#6d28d9"/>' +
    '<circle cx="48" cy="48" r="14" fill="#fde68a"/>' +
    '<path d="M48 16v10M48 70v10M16 48h10M70 48h10M25 25l7 7M64 64l7 7M25 71l7-7M64 32l7-7" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/>' +
    '</svg>',
)
