import { DEFAULT_RELAY_URL } from '../constants.js'
import { notice } from '../notices.js'
import type { FoyerContext } from '../types/instance.js'
import type { Features } from './types.js'

/**
 * Feature switches whose feature is not part of Foyer yet. A feature that lands removes its line, and its
 * switch starts to work.
 */
const NOT_BUILT: readonly (keyof Features)[] = []

/** Feature switches that only work with Foyer's services (`apiUrl` and `projectId`). */
const NEEDS_SERVICES: readonly (keyof Features)[] = ['history', 'swaps', 'onramp']

/** True when the feature switch only works with Foyer's services. */
export function needsServices(feature: keyof Features): boolean {
  return NEEDS_SERVICES.includes(feature)
}

/**
 * Says once, in development, which options will do nothing in this setup — set by the host or on by
 * default — so that nothing is silently ignored.
 */
export function announceUnavailableOptions(foyer: FoyerContext): void {
  const { features, metadata } = foyer.options
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = foyer.options
  const notBuilt = NOT_BUILT.filter((key) => {
    const value = features[key]
    return Array.isArray(value) ? value.length > 0 : value === true
  }).map((key) => `features.${key}`)
  // metadata and relayUrl are WalletConnect's, which pairs for a project: without projectId there is none.
  const walletConnectMissing = !foyer.options.projectId
  const walletConnectOptions = [
    metadata ? 'metadata' : '',
    foyer.options.relayUrl !== DEFAULT_RELAY_URL ? 'relayUrl' : '',
  ].filter(Boolean)
  const needsServices = foyer.api
    ? []
    : [
        ...NEEDS_SERVICES.filter((key) => features[key]).map((key) => `features.${key}`),
        ...Object.entries({ featuredWalletIds, includeWalletIds, excludeWalletIds })
          .filter(([, ids]) => ids.length > 0)
          .map(([name]) => name),
      ]
  // E-mail, social and Farcaster login run in the auth service's frame: they need that service's URL and a project.
  const authMissing = !foyer.options.authUrl || !foyer.options.projectId
  const emailUnavailable = features.email && authMissing
  const socials = features.socials || []
  const socialsUnavailable = socials.length > 0 && authMissing
  // Smart sessions act for the embedded wallet's smart account: without its frame there is no account to act for.
  const sessionsUnavailable =
    features.smartSessions && (authMissing || (!features.email && socials.length === 0))
  // The checkbox agrees to the host's documents: with neither, there is nothing to agree to.
  const legalUnavailable =
    features.legalCheckbox && !foyer.options.termsConditionsUrl && !foyer.options.privacyPolicyUrl
  const parts = [
    notBuilt.length ? `${notBuilt.join(', ')}: not part of Foyer yet` : '',
    needsServices.length ? `${needsServices.join(', ')}: need apiUrl and projectId` : '',
    emailUnavailable ? 'features.email: needs authUrl and projectId' : '',
    socialsUnavailable ? 'features.socials: needs authUrl and projectId' : '',
    sessionsUnavailable
      ? 'features.smartSessions: needs the embedded wallet (features.email or features.socials, with authUrl and projectId)'
      : '',
    legalUnavailable ? 'features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl' : '',
    walletConnectMissing && walletConnectOptions.length
      ? `${walletConnectOptions.join(', ')}: WalletConnect needs projectId`
      : '',
  ].filter(Boolean)
  if (parts.length)
    notice(
      foyer,
      'options',
      `These options do nothing here, so their parts of the modal are not shown (turn them off to silence this): ${parts.join('; ')}.`,
    )
}
