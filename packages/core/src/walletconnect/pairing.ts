import { PAIRING_EXPIRED_WITHIN_MS, PAIRING_EXPIRY_MS } from '../constants.js'

/** When a pairing URI shown at `shownAt` stops being offered (SPEC §9: 4 minutes). */
export function pairingExpiry(shownAt: number): number {
  return shownAt + PAIRING_EXPIRY_MS
}

/** SPEC §9: a pairing counts as expired once 10 s or less remain. */
export function isPairingExpired(expiry: number, now: number = Date.now()): boolean {
  return expiry - now <= PAIRING_EXPIRED_WITHIN_MS
}

/**
 * The link that opens a wallet on a pairing URI: a universal link (`https://…`) gets `/wc?uri=…` on its path,
 * a custom scheme (`metamask://`, `trust:`) becomes `scheme://wc?uri=…` — the two shapes wallets register
 * for WalletConnect. Anything else (javascript:, data:…) is no link: undefined.
 */
export function walletPairingLink(link: string, uri: string): string | undefined {
  const encoded = encodeURIComponent(uri)
  let parsed: URL
  try {
    parsed = new URL(link)
  } catch {
    return undefined
  }
  const scheme = parsed.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'https' || scheme === 'http') {
    const base = link.endsWith('/') ? link.slice(0, -1) : link
    return `${base}/wc?uri=${encoded}`
  }
  if (['javascript', 'data', 'vbscript', 'file', 'blob'].includes(scheme)) return undefined
  return `${scheme}://wc?uri=${encoded}`
}
