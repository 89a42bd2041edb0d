import { notice } from '../notices.js'
import type { FoyerContext } from '../types/instance.js'
import type { Features } from './types.js'

/**
 * Feature switches whose feature is not part of Foyer yet, with what they wait for. A feature that lands
 * removes its line, and its switch starts to work.
 */
const NOT_BUILT: Partial<Record<keyof Features, string>> = {
  email: 'e-mail login (the embedded wallet)',
  socials: 'social login',
  swaps: 'swaps',
  onramp: 'the onramp',
  pay: 'Pay',
  legalCheckbox: 'the legal checkbox',
  smartSessions: 'smart sessions',
  collapseWallets: 'e-mail and social login, whose wallet list it collapses',
}

/** Feature switches that only work with Foyer's services (`apiUrl` and `projectId`). */
const NEEDS_SERVICES: readonly (keyof Features)[] = ['history']

/**
 * Says once, in development, which options will do nothing in this setup — set by the host or on by
 * default — so that nothing is silently ignored. Sign-in options are reported as errors in every build: a
 * host must never believe its visitors are signed in when they are not.
 */
export function announceUnavailableOptions(foyer: FoyerContext): void {
  const {
    features,
    metadata,
    siweConfig,
    siwx,
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
  } = foyer.options
  const idle: string[] = []
  for (const [key, waitsFor] of Object.entries(NOT_BUILT)) {
    const value = features[key as keyof Features]
    if (Array.isArray(value) ? value.length > 0 : value === true)
      idle.push(`features.${key} (needs ${waitsFor}, not part of Foyer yet)`)
  }
  if (metadata) idle.push('metadata (read by WalletConnect, not part of Foyer yet)')
  if (!foyer.api) {
    for (const key of NEEDS_SERVICES)
      if (features[key])
        idle.push(`features.${key} (needs Foyer's services: set apiUrl and projectId)`)
    for (const [name, ids] of Object.entries({
      featuredWalletIds,
      includeWalletIds,
      excludeWalletIds,
    }))
      if (ids.length) idle.push(`${name} (needs the wallet service: set apiUrl and projectId)`)
  }
  if (idle.length)
    notice(
      foyer,
      'options',
      `These options do nothing in this setup, so their parts of the modal are not shown: ${idle.join('; ')}. Turn them off to silence this notice.`,
    )
  if (siweConfig || siwx)
    console.error(
      `[foyer] ${siweConfig ? 'siweConfig' : 'siwx'}: sign-in with the wallet is not part of Foyer yet, so no visitor is signed in. Do not rely on it for authentication.`,
    )
}
