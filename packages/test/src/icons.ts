import { DEV_WALLET_ARTWORK, SOLANA_WALLET_ARTWORK, TEST_WALLET_ARTWORK } from '@foyer/devnet'

/** A data: URI of an SVG image (base64, so any characters are safe). */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:image/svg+xml;base64,${btoa(binary)}`
}

/** Icon of 'Foyer Dev Wallet' (the devnet's artwork, as the wallet service also serves it). */
export const DEV_WALLET_ICON = svgDataUri(DEV_WALLET_ARTWORK)

/** Icon of 'Foyer Test Wallet'. */
export const TEST_WALLET_ICON = svgDataUri(TEST_WALLET_ARTWORK)

/** Icon of 'Foyer Solana Wallet'. */
export const SOLANA_WALLET_ICON = svgDataUri(SOLANA_WALLET_ARTWORK)
