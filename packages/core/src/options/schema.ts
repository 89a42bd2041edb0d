import * as v from 'valibot'
import { DEFAULT_LOCALE } from '../constants.js'
import { isKnownNamespace } from '../utils/validate.js'

const socialProvider = v.picklist([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
])
const stringList = v.array(v.pipe(v.string(), v.minLength(1)))
const caipNetworkId = v.pipe(
  v.string(),
  v.check((value) => {
    const [namespace, reference, ...rest] = value.split(':')
    return isKnownNamespace(namespace ?? '') && !!reference && rest.length === 0
  }, 'expected a CAIP network id such as "eip155:1"'),
)
const adapter = v.custom<object>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mount?: unknown }).mount === 'function' &&
    typeof (value as { namespace?: unknown }).namespace === 'string',
  'expected an adapter such as createEvmAdapter(…)',
)
const storage = v.custom<object>(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      typeof (value as Storage).getItem === 'function' &&
      typeof (value as Storage).setItem === 'function'),
  'expected a Storage (getItem, setItem, removeItem) or null',
)

/** The runtime schema of `FoyerOptions`. Strict: a misspelt option is an error, not silently ignored. */
export const optionsSchema = v.strictObject({
  adapters: v.pipe(v.array(adapter), v.minLength(1, 'at least one adapter is required')),
  projectId: v.optional(v.string()),
  apiUrl: v.optional(v.pipe(v.string(), v.url())),
  metadata: v.optional(
    v.strictObject({
      name: v.string(),
      description: v.string(),
      url: v.pipe(v.string(), v.url()),
      icons: v.array(v.string()),
    }),
  ),
  defaultNetwork: v.optional(caipNetworkId),
  features: v.optional(
    v.strictObject({
      swaps: v.optional(v.boolean()),
      onramp: v.optional(v.boolean()),
      receive: v.optional(v.boolean()),
      send: v.optional(v.boolean()),
      email: v.optional(v.boolean()),
      history: v.optional(v.boolean()),
      analytics: v.optional(v.boolean()),
      allWallets: v.optional(v.boolean()),
      legalCheckbox: v.optional(v.boolean()),
      smartSessions: v.optional(v.boolean()),
      collapseWallets: v.optional(v.boolean()),
      pay: v.optional(v.boolean()),
      socials: v.optional(v.union([v.array(socialProvider), v.literal(false)])),
      connectMethodsOrder: v.optional(v.array(v.picklist(['email', 'social', 'wallet']))),
    }),
  ),
  themeMode: v.optional(v.picklist(['light', 'dark', 'system']), 'system'),
  themeVariables: v.optional(
    v.strictObject({
      '--foyer-accent': v.optional(v.string()),
      '--foyer-color-mix': v.optional(v.string()),
      '--foyer-color-mix-strength': v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
      '--foyer-font-family': v.optional(v.string()),
      '--foyer-font-size-master': v.optional(v.string()),
      '--foyer-border-radius-master': v.optional(v.string()),
      '--foyer-z-index': v.optional(v.pipe(v.number(), v.integer())),
    }),
    {},
  ),
  allowUnsupportedChain: v.optional(v.boolean(), false),
  enableNetworkSwitch: v.optional(v.boolean(), true),
  disableAppend: v.optional(v.boolean(), false),
  enableEmbedded: v.optional(v.boolean(), false),
  featuredWalletIds: v.optional(stringList, []),
  includeWalletIds: v.optional(stringList, []),
  excludeWalletIds: v.optional(stringList, []),
  customWallets: v.optional(
    v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.minLength(1)),
        name: v.pipe(v.string(), v.minLength(1)),
        homepage: v.optional(v.pipe(v.string(), v.url())),
        imageUrl: v.optional(v.string()),
        mobileLink: v.optional(v.string()),
        desktopLink: v.optional(v.string()),
        webappLink: v.optional(v.pipe(v.string(), v.url())),
      }),
    ),
    [],
  ),
  siweConfig: v.optional(v.object({})),
  siwx: v.optional(v.object({})),
  debug: v.optional(v.boolean(), false),
  locale: v.optional(v.string(), DEFAULT_LOCALE),
  storage: v.optional(storage),
})
