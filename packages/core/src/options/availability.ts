import { DEFAULT_RELAY_URL } from '../constants.js'
import { isProductionBuild, notice } from '../notices.js'
import type { FoyerContext } from '../types/instance.js'
import { NEEDS_SERVICES } from './needsServices.js'
import type { Features, FoyerOptions } from './types.js'

/**
 * Feature switches whose feature is not part of Foyer yet. A feature that lands removes its line, and its
 * switch starts to work.
 */
const NOT_BUILT: readonly (keyof Features)[] = []

/** Whether the host wrote this option (`features.email`, `featuredWalletIds`) rather than took its default. */
function given(options: FoyerOptions, path: string): boolean {
  const [key, feature] = path.split('.') as [keyof FoyerOptions, string | undefined]
  const value = options[key]
  if (feature === undefined) return value !== undefined
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>)[feature] !== undefined
  )
}

/**
 * Says once which options will do nothing in this setup — set by the host or on by default — so that
 * nothing is silently ignored: in development all of them; in a production build the ones the host wrote
 * (a default the setup cannot serve is simply not shown, an option asked for and dead is a bug to hear of).
 */
export function announceUnavailableOptions(
  foyer: FoyerContext,
  options: FoyerOptions = {} as FoyerOptions,
): void {
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
  const unlinkedCustomWallets = foyer.options.customWallets
    .filter((wallet) => !wallet.webappLink && !wallet.homepage)
    .map((wallet) => wallet.id)
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
  // Each part: the options it names (to tell which the host wrote) and what it says about them.
  const needs = (what: string) => (names: readonly string[]) => `${names.join(', ')}: ${what}`
  const parts: { options: readonly string[]; says: (names: readonly string[]) => string }[] = [
    { options: notBuilt, says: needs('not part of Foyer yet') },
    { options: needsServices, says: needs('need apiUrl and projectId') },
    {
      options: emailUnavailable ? ['features.email'] : [],
      says: needs('needs authUrl and projectId'),
    },
    {
      options: socialsUnavailable ? ['features.socials'] : [],
      says: needs('needs authUrl and projectId'),
    },
    {
      options: sessionsUnavailable ? ['features.smartSessions'] : [],
      says: needs(
        'needs the embedded wallet (features.email or features.socials, with authUrl and projectId)',
      ),
    },
    {
      options: legalUnavailable ? ['features.legalCheckbox'] : [],
      says: needs('needs termsConditionsUrl or privacyPolicyUrl'),
    },
    {
      options: walletConnectMissing ? walletConnectOptions : [],
      says: needs('WalletConnect needs projectId'),
    },
    {
      // A custom wallet pairs through WalletConnect; without it, it is a link to its web app or homepage.
      options: walletConnectMissing && unlinkedCustomWallets.length ? ['customWallets'] : [],
      says: () =>
        `customWallets ${unlinkedCustomWallets.join(', ')}: without projectId (WalletConnect) a custom wallet needs webappLink or homepage to be listed`,
    },
  ]
  // A production build names only the options the host wrote (a default it cannot serve is simply not shown).
  const onlyGiven = isProductionBuild() && !foyer.options.debug
  const said = parts
    .map((part) => ({
      ...part,
      options: onlyGiven ? part.options.filter((path) => given(options, path)) : part.options,
    }))
    .filter((part) => part.options.length > 0)
    .map((part) => part.says(part.options))
  if (said.length)
    notice(
      foyer,
      'options',
      `These options do nothing here, so their parts of the modal are not shown (turn them off to silence this): ${said.join('; ')}.`,
      { inProduction: true },
    )
}
