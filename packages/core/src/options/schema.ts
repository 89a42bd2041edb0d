import { isCaipNetworkId, parseCaipNetworkId } from '../caip/networkId.js'
import { isKnownNamespace } from '../utils/validate.js'
import {
  arrayOf,
  boolean,
  type Check,
  httpUrl,
  nonEmptyString,
  number,
  oneOf,
  optional,
  satisfies,
  strictObject,
  string,
  url,
  wsUrl,
} from './checks.js'

const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const stringList = arrayOf(nonEmptyString)
const caipNetworkId = satisfies((value) => {
  return isCaipNetworkId(value) && isKnownNamespace(parseCaipNetworkId(value).namespace)
}, 'expected a CAIP network id such as "eip155:1"')
const adapter = satisfies(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mount?: unknown }).mount === 'function' &&
    typeof (value as { namespace?: unknown }).namespace === 'string',
  'expected an adapter such as createEvmAdapter(…)',
)
const storage = satisfies(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      typeof (value as Storage).getItem === 'function' &&
      typeof (value as Storage).setItem === 'function'),
  'expected a Storage (getItem, setItem, removeItem) or null',
)
const optionalBoolean = optional(boolean)
/** True when `value` is an object with these functions (a SIWX config, a legacy SIWE config). */
const hasFunctions = (value: unknown, names: readonly string[]) =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
const SIWX_FUNCTIONS = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
]
const SIWE_FUNCTIONS = ['getNonce', 'getSession', 'verifyMessage', 'signOut']
const siwx = satisfies(
  (value) => value === true || hasFunctions(value, SIWX_FUNCTIONS),
  `expected true or a SIWX config (an object with ${SIWX_FUNCTIONS.join(', ')})`,
)
const siweConfig = satisfies(
  (value) => hasFunctions(value, SIWE_FUNCTIONS),
  `expected a SIWE config (an object with ${SIWE_FUNCTIONS.join(', ')})`,
)

/** The theme modes `themeMode` and `setThemeMode` accept. */
export const themeModeCheck: Check = oneOf(['light', 'dark', 'system'])

/** The theme variables `themeVariables` and `setThemeVariables` accept. */
export const themeVariablesCheck: Check = strictObject({
  '--foyer-accent': optional(string),
  '--foyer-color-mix': optional(string),
  '--foyer-color-mix-strength': optional(number({ min: 0, max: 100 })),
  '--foyer-font-family': optional(string),
  '--foyer-font-size-master': optional(string),
  '--foyer-border-radius-master': optional(string),
  '--foyer-z-index': optional(number({ integer: true })),
})

/** The runtime check of `FoyerOptions`. Strict: a misspelt option is an error, not silently ignored. */
export const optionsCheck: Check = strictObject({
  // No adapter at all is a valid setup (SPEC §2: AllWallets on mobile with no adapters).
  adapters: arrayOf(adapter),
  projectId: optional(string),
  apiUrl: optional(url),
  authUrl: optional(url),
  relayUrl: optional(wsUrl),
  metadata: optional(
    strictObject({ name: string, description: string, url, icons: arrayOf(string) }),
  ),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  defaultNetwork: optional(caipNetworkId),
  features: optional(
    strictObject({
      swaps: optionalBoolean,
      onramp: optionalBoolean,
      receive: optionalBoolean,
      send: optionalBoolean,
      email: optionalBoolean,
      history: optionalBoolean,
      analytics: optionalBoolean,
      allWallets: optionalBoolean,
      legalCheckbox: optionalBoolean,
      smartSessions: optionalBoolean,
      collapseWallets: optionalBoolean,
      pay: optionalBoolean,
      socials: optional((value, path) =>
        value === false ? [] : arrayOf(oneOf(SOCIAL_PROVIDERS))(value, path),
      ),
      connectMethodsOrder: optional(arrayOf(oneOf(['email', 'social', 'wallet']))),
    }),
  ),
  themeMode: optional(themeModeCheck),
  themeVariables: optional(themeVariablesCheck),
  allowUnsupportedChain: optionalBoolean,
  enableNetworkSwitch: optionalBoolean,
  disableAppend: optionalBoolean,
  enableEmbedded: optionalBoolean,
  featuredWalletIds: optional(stringList),
  includeWalletIds: optional(stringList),
  excludeWalletIds: optional(stringList),
  customWallets: optional(
    arrayOf(
      strictObject({
        id: nonEmptyString,
        name: nonEmptyString,
        homepage: optional(url),
        imageUrl: optional(string),
        mobileLink: optional(string),
        desktopLink: optional(string),
        webappLink: optional(url),
      }),
    ),
  ),
  siweConfig: optional(siweConfig),
  siwx: optional(siwx),
  debug: optionalBoolean,
  locale: optional(string),
  storage: optional(storage),
})
