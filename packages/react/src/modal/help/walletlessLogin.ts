import type { FoyerState, ResolvedOptions } from '@foyer/core'

/**
 * Whether the Connect view offers a login that needs no wallet: e-mail or a social account, through the
 * embedded wallet's connector (without it neither is shown).
 */
export function walletlessLogin(state: FoyerState, options: ResolvedOptions): boolean {
  const { email, socials } = options.features
  return (
    state.connectors.some((connector) => connector.type === 'auth') &&
    (email === true || (Array.isArray(socials) && socials.length > 0))
  )
}
