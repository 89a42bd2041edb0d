import { ConfigError, isDevelopment, jsonFromEnv } from '@foyer/server'
import { isAddress as isSolanaAddress } from '@solana/kit'
import * as v from 'valibot'
import { isAddress as isEvmAddress } from 'viem'
import type { ServiceChain, SolanaServiceCluster } from '../config.js'
import { validated } from '../validatedJson.js'
import { FIAT_AMOUNT, parseFraction, toCents } from './money.js'
import {
  DEFAULT_SANDBOX_FIAT_RATES,
  type MoonPaySettings,
  type OnrampConfig,
  type OnrampToken,
  PAYMENT_METHODS,
  type SandboxSettings,
} from './settings.js'

// The onramp's settings from the environment (documented in docs/operations.md):
// - FOYER_API_ONRAMP_TOKENS: the tokens sold, `[{ "id", "name", "symbol", "networks": [{ "chainId",
//   "contractAddress", "decimals", "name"? }] }]`;
// - FOYER_API_ONRAMP_PAYMENT_CURRENCIES: `[{ "id": "USD", "limits"?: [{ "id": "CARD", "min", "max" }] }]`
//   (USD and EUR with SPEC §9's limits by default);
// - FOYER_API_ONRAMP_SANDBOX: the local sandbox provider, `{ "prices", "fiatRates"?, "treasury"? }` or false
//   (its treasury only in development);
// - FOYER_API_MOONPAY `{ "apiKey", "currencyCodes", "widgetUrl"?, "apiUrl"? }` with FOYER_API_MOONPAY_SECRET_KEY.
// Serving the devnet (development), the sandbox sells the devnet's tokens from its treasury unless told
// otherwise. A deployment has no onramp provider unless one of these names it.

const CAIP2 = /^(eip155|solana):[-_a-zA-Z0-9]{1,32}$/
const decimal = v.pipe(
  v.string(),
  v.check((value) => parseFraction(value) !== undefined, 'expected a decimal string'),
)
const positive = v.pipe(
  decimal,
  v.check((value) => (parseFraction(value)?.numerator ?? 0n) > 0n, 'expected a positive amount'),
)

const tokensSchema = v.pipe(
  v.array(
    v.object({
      id: v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'expected 1 to 64 letters, digits, . _ or -'),
      ),
      name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
      networks: v.pipe(
        v.array(
          v.pipe(
            v.object({
              chainId: v.pipe(v.string(), v.regex(CAIP2, 'expected an eip155 or solana CAIP-2 id')),
              contractAddress: v.string(),
              decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
              name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
            }),
            v.check(
              ({ chainId, contractAddress }) =>
                contractAddress === '' ||
                (chainId.startsWith('eip155:')
                  ? isEvmAddress(contractAddress, { strict: false })
                  : isSolanaAddress(contractAddress)),
              "expected contractAddress '' (the coin) or the token's address on that network",
            ),
          ),
        ),
        v.minLength(1),
      ),
    }),
  ),
  v.check(
    (tokens) => new Set(tokens.map((token) => token.id)).size === tokens.length,
    'expected each token id once',
  ),
)

const limitSchema = v.pipe(
  v.object({
    id: v.picklist(PAYMENT_METHODS),
    min: v.pipe(v.string(), v.regex(FIAT_AMOUNT, 'expected a decimal with two places at most')),
    max: v.pipe(v.string(), v.regex(FIAT_AMOUNT, 'expected a decimal with two places at most')),
  }),
  v.check(
    ({ min, max }) => toCents(min) > 0n && toCents(min) <= toCents(max),
    'expected 0 < min ≤ max',
  ),
)

const currenciesSchema = v.pipe(
  v.array(
    v.object({
      id: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD')),
      limits: v.optional(v.array(limitSchema)),
    }),
  ),
  v.minLength(1),
)

const sandboxSchema = v.union([
  v.literal(false),
  v.object({
    prices: v.record(v.string(), positive),
    fiatRates: v.optional(v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), positive)),
    treasury: v.optional(
      v.object({
        evm: v.optional(
          v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'expected 0x and 64 hex digits')),
        ),
        solana: v.optional(
          v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex digits (the key seed)')),
        ),
      }),
    ),
  }),
])

const moonPaySchema = v.object({
  apiKey: v.pipe(
    v.string(),
    v.regex(/^pk_(live|test)_[A-Za-z0-9]+$/, 'expected a publishable key pk_live_… or pk_test_…'),
  ),
  currencyCodes: v.record(
    v.string(),
    v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/, "expected MoonPay's currency code")),
  ),
  widgetUrl: v.optional(v.pipe(v.string(), v.url())),
  apiUrl: v.optional(v.pipe(v.string(), v.url())),
})

/** MoonPay's settings, or undefined when FOYER_API_MOONPAY is unset. The keys' text never goes in a message. */
function moonPayFrom(env: NodeJS.ProcessEnv): MoonPaySettings | undefined {
  const settings = jsonFromEnv('FOYER_API_MOONPAY', validated(moonPaySchema), env)
  const secretKey = env.FOYER_API_MOONPAY_SECRET_KEY || undefined
  if (!settings) {
    if (secretKey)
      throw new ConfigError(
        'FOYER_API_MOONPAY_SECRET_KEY is set without FOYER_API_MOONPAY (the publishable key and currency codes)',
      )
    return undefined
  }
  if (!secretKey || !/^sk_(live|test)_[A-Za-z0-9]+$/.test(secretKey))
    throw new ConfigError(
      'FOYER_API_MOONPAY_SECRET_KEY: expected MoonPay’s secret key, sk_live_… or sk_test_…',
    )
  const test = settings.apiKey.startsWith('pk_test_')
  if (test !== secretKey.startsWith('sk_test_'))
    throw new ConfigError(
      'FOYER_API_MOONPAY: the publishable and secret keys must both be test keys or both live keys',
    )
  return {
    apiKey: settings.apiKey,
    secretKey,
    currencyCodes: settings.currencyCodes,
    widgetUrl:
      settings.widgetUrl ?? (test ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com'),
    apiUrl: settings.apiUrl ?? 'https://api.moonpay.com',
  }
}

/**
 * The onramp's configuration from the environment (see the head of this file); undefined when no provider
 * is configured. A sandbox treasury outside development is refused: outside it the sandbox pays nothing out.
 */
export async function configuredOnramp(
  served: {
    devnet: boolean
    chains: readonly ServiceChain[]
    solanaClusters: readonly SolanaServiceCluster[]
  },
  env: NodeJS.ProcessEnv = process.env,
): Promise<OnrampConfig | undefined> {
  const tokens = jsonFromEnv('FOYER_API_ONRAMP_TOKENS', validated(tokensSchema), env)
  const paymentCurrencies = jsonFromEnv(
    'FOYER_API_ONRAMP_PAYMENT_CURRENCIES',
    validated(currenciesSchema),
    env,
  )
  const sandboxSetting = jsonFromEnv('FOYER_API_ONRAMP_SANDBOX', validated(sandboxSchema), env)
  if (sandboxSetting !== false && sandboxSetting?.treasury && !isDevelopment(env))
    throw new ConfigError(
      'FOYER_API_ONRAMP_SANDBOX: the sandbox’s treasury is for development only (FOYER_ENV=development); a deployment’s sandbox pays nothing out',
    )
  let sandbox: SandboxSettings | undefined = sandboxSetting
    ? {
        prices: sandboxSetting.prices,
        fiatRates: sandboxSetting.fiatRates ?? DEFAULT_SANDBOX_FIAT_RATES,
        treasury: sandboxSetting.treasury && {
          evm: sandboxSetting.treasury.evm as `0x${string}` | undefined,
          solana: sandboxSetting.treasury.solana,
        },
      }
    : undefined
  const moonpay = moonPayFrom(env)
  let purchaseCurrencies: readonly OnrampToken[] | undefined = tokens
  if (!purchaseCurrencies) {
    if (served.devnet) {
      // Development only, so @foyer/devnet stays a development dependency.
      const { devnetOnramp } = await import('../dev/onramp.js')
      const devnet = devnetOnramp(served.chains, served.solanaClusters)
      purchaseCurrencies = devnet.purchaseCurrencies
      if (sandboxSetting === undefined) sandbox = devnet.sandbox
    } else if (sandbox || moonpay)
      throw new ConfigError(
        'FOYER_API_ONRAMP_TOKENS is required with an onramp provider: the tokens sold, as JSON [{ "id", "name", "symbol", "networks": [{ "chainId", "contractAddress", "decimals" }] }]',
      )
    else return undefined
  }
  const sold = purchaseCurrencies
  if (moonpay) {
    const offered = new Set(
      sold.flatMap((token) => token.networks.map((network) => `${token.id}@${network.chainId}`)),
    )
    const stray = Object.keys(moonpay.currencyCodes).filter((key) => !offered.has(key))
    if (stray.length)
      throw new ConfigError(
        `FOYER_API_MOONPAY: currencyCodes names tokens not sold (expected {token id}@{CAIP-2} of FOYER_API_ONRAMP_TOKENS): ${stray.join(', ').slice(0, 200)}`,
      )
  }
  if (!sandbox && !moonpay) return undefined
  return { purchaseCurrencies: sold, paymentCurrencies, sandbox, moonpay }
}
