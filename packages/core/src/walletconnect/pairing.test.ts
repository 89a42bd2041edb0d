import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingExpiry, walletPairingLink } from './pairing.js'

describe('pairing expiry (SPEC §9)', () => {
  it('lasts 4 minutes and counts as expired with 10 s or less left', () => {
    const expiry = pairingExpiry(0)
    expect(expiry).toBe(240_000)
    expect(isPairingExpired(expiry, 229_999)).toBe(false)
    expect(isPairingExpired(expiry, 230_000)).toBe(true)
    expect(isPairingExpired(expiry, 300_000)).toBe(true)
  })
})

describe('walletPairingLink', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
  it('adds /wc?uri= to a universal link', () => {
    expect(walletPairingLink('https://link.wallet.example/', uri)).toBe(
      `https://link.wallet.example/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(walletPairingLink('https://w.example/app', uri)).toBe(
      `https://w.example/app/wc?uri=${encodeURIComponent(uri)}`,
    )
  })
  it('makes scheme://wc?uri= of a custom scheme, however it was written', () => {
    expect(walletPairingLink('metamask://', uri)).toBe(
      `metamask://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(walletPairingLink('trust:', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
  })
  it('refuses links that would run code or are no links', () => {
    expect(walletPairingLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(walletPairingLink('data:text/html,x', uri)).toBeUndefined()
    expect(walletPairingLink('not a link', uri)).toBeUndefined()
  })
})
