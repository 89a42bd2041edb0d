import { PREFIXED_EVM_ADDRESS, SOLANA_CLUSTER_REFERENCE } from '@foyer/core/api'
import {
  ConfigError,
  databaseFromEnv,
  defaultDataFolder,
  isDevelopment,
  jsonFromEnv,
  trustProxyFromEnv,
} from '@foyer/server'
import * as v from 'valibot'
import { configuredSponsorship } from '../bundler/settings.js'
import {
  DEFAULT_RATE_LIMITS,
  PUBLIC_SOLANA_CLUSTERS,
  type ServiceChain,
  type ServiceConfig,
  type ServiceRateLimits,
  type SolanaServiceCluster,
} from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import { configuredEnsGateway } from '../ens/settings.js'
import { configuredOnramp } from '../onramp/environment.js'
import type { NameSuffixes } from '../profile/nameRules.js'
import { validated } from '../validatedJson.js'

/** Opens the database the environment names: DATABASE_URL (PostgreSQL), else PGlite in FOYER_API_DATA_DIR. */
export function openConfiguredDatabase(): Promise<OpenDatabase> {
  return openDatabase(databaseFromEnv('FOYER_API_DATA_DIR', defaultDataFolder('api-data')))
}

/** An endpoint the service calls: http or https only (a `file:` or `javascript:` URL is a typo or worse). */
const httpUrl = v.pipe(
  v.string(),
  v.url(),
  // valibot runs the whole pipe even when url() failed: the check must not throw on a non-URL.
  v.check(
    (url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
    'expected an http(s) URL',
  ),
)

const chainSchema = v.pipe(
  v.object({
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    name: v.pipe(v.string(), v.minLength(1)),
    rpcUrl: v.pipe(v.string(), v.url()),
    fallbackRpcUrls: v.optional(v.array(v.pipe(v.string(), v.url()))),
    nativeCurrency: v.object({
      name: v.string(),
      symbol: v.string(),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    multicall3: v.optional(v.pipe(v.string(), v.regex(PREFIXED_EVM_ADDRESS))),
    // A Uniswap V2 Router02 and the tokens routes may hop through; false turns the preset off.
    swap: v.optional(
      v.union([
        v.literal(false),
        v.object({
          router: v.pipe(v.string(), v.regex(PREFIXED_EVM_ADDRESS)),
          bases: v.optional(v.array(v.pipe(v.string(), v.regex(PREFIXED_EVM_ADDRESS)))),
        }),
      ]),
    ),
    // ERC-4337: the bundler POST /v1/bundler forwards to, and an ERC-7677 paymaster (config.ts).
    bundlerUrl: v.optional(httpUrl),
    paymasterUrl: v.optional(httpUrl),
    // The factory whose accounts the paymaster sponsors (config.ts, bundler/sponsorship.ts).
    accountFactory: v.optional(v.pipe(v.string(), v.regex(PREFIXED_EVM_ADDRESS))),
  }),
  v.check(
    (chain) => chain.paymasterUrl === undefined || chain.bundlerUrl !== undefined,
    'paymasterUrl needs a bundlerUrl beside it',
  ),
)

const chainsSchema = v.pipe(v.array(chainSchema), v.minLength(1))

/** Checks FOYER_API_CHAINS' parsed value; throws listing the issues with their paths. */
export const parseServiceChains = validated(chainsSchema) as (value: unknown) => ServiceChain[]

/**
 * The chains to serve: FOYER_API_CHAINS as JSON (`[{ "id", "name", "rpcUrl", "nativeCurrency", "multicall3"?,
 * "swap"?, "bundlerUrl"?, "paymasterUrl"? }]`)
 * for any EVM chain. Without it the service serves the devnet on its default ports, in development only:
 * a deployed service that forgot its chains refuses to start rather than serve a chain that is not there.
 */
export async function configuredChains(): Promise<{ chains: ServiceChain[]; devnet: boolean }> {
  const chains = jsonFromEnv('FOYER_API_CHAINS', parseServiceChains)
  if (chains) return { chains, devnet: false }
  if (!isDevelopment())
    throw new ConfigError(
      'FOYER_API_CHAINS is required: the chains to serve as JSON, [{ "id", "name", "rpcUrl", "nativeCurrency" }] (development, FOYER_ENV=development, serves the devnet instead)',
    )
  // Development only, so @foyer/devnet stays a development dependency.
  const { devnetServiceChains } = await import('../dev/devnetChains.js')
  return { chains: devnetServiceChains(), devnet: true }
}

const clustersSchema = v.array(
  v.object({
    reference: v.pipe(
      v.string(),
      v.regex(SOLANA_CLUSTER_REFERENCE, 'expected a genesis hash prefix (32 base58 characters)'),
    ),
    name: v.pipe(v.string(), v.minLength(1)),
    rpcUrl: v.pipe(v.string(), v.url()),
  }),
)

/**
 * The Solana clusters to serve: FOYER_API_SOLANA_CLUSTERS as JSON (`[{ "reference", "name", "rpcUrl" }]`, `[]`
 * for none); without it the three public clusters, plus the devnet's local cluster when serving the devnet.
 */
export async function configuredSolanaClusters(devnet: boolean): Promise<SolanaServiceCluster[]> {
  const clusters = jsonFromEnv('FOYER_API_SOLANA_CLUSTERS', validated(clustersSchema))
  if (clusters) return clusters
  if (!devnet) return [...PUBLIC_SOLANA_CLUSTERS]
  const { devnetSolanaClusters } = await import('../dev/devnetChains.js')
  return devnetSolanaClusters()
}

const limitSchema = v.object({
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  windowMs: v.pipe(v.number(), v.integer(), v.minValue(1000)),
})
const rateLimitsSchema = v.partial(
  v.object({
    analyticsPerClient: limitSchema,
    analyticsPerProject: limitSchema,
    freshReadsPerClient: limitSchema,
    freshReadsPerProject: limitSchema,
    rpcUnitsPerClient: limitSchema,
    rpcUnitsPerProject: limitSchema,
  }),
)

/** FOYER_API_RATE_LIMITS (JSON, any of DEFAULT_RATE_LIMITS' keys as `{ limit, windowMs }`) over the defaults. */
export function configuredRateLimits(): ServiceRateLimits {
  const overrides = jsonFromEnv('FOYER_API_RATE_LIMITS', validated(rateLimitsSchema))
  return { ...DEFAULT_RATE_LIMITS, ...overrides }
}

const suffixSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'expected a lower-case domain like foyer.id'),
)

/** FOYER_API_NAME_SUFFIXES: the wallet names' suffixes, `{"current":"…","legacy":"…"}` (SPEC §9). */
export function configuredNameSuffixes(): NameSuffixes | undefined {
  return jsonFromEnv(
    'FOYER_API_NAME_SUFFIXES',
    validated(v.object({ current: suffixSchema, legacy: suffixSchema })),
  )
}

/** FOYER_API_NAMES_PER_ADDRESS: names an address may register under the current suffix (default 1). */
export function configuredNamesPerAddress(): number | undefined {
  const value = process.env.FOYER_API_NAMES_PER_ADDRESS
  if (value === undefined || value === '') return undefined
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new ConfigError(
      `FOYER_API_NAMES_PER_ADDRESS: expected a number from 1 to 1000, got ${value}`,
    )
  return count
}

/** FOYER_API_ANALYTICS_RETENTION_DAYS: days analytics events are kept (default 90). */
export function configuredRetentionDays(): number | undefined {
  const value = process.env.FOYER_API_ANALYTICS_RETENTION_DAYS
  if (value === undefined || value === '') return undefined
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new ConfigError(
      `FOYER_API_ANALYTICS_RETENTION_DAYS: expected a number of days from 1 to 3650, got ${value}`,
    )
  return days
}

/** The address the services are reached at (FOYER_API_PUBLIC_URL), for absolute URLs in answers. */
export function configuredPublicUrl(port: number): string {
  return process.env.FOYER_API_PUBLIC_URL ?? `http://127.0.0.1:${port}`
}

/**
 * FOYER_API_FRAME_ORIGINS: the origins of the embedded-wallet frames this service serves (the auth
 * service's, `https://auth.example.com`), comma-separated; CORS for their balance reads (config.ts).
 */
export function configuredFrameOrigins(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const value = env.FOYER_API_FRAME_ORIGINS
  if (value === undefined || value.trim() === '') return undefined
  return value.split(',').map((item) => {
    const text = item.trim()
    const url = URL.canParse(text) ? new URL(text) : undefined
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      text.includes('*') ||
      url.username ||
      url.password ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    )
      throw new ConfigError(
        `FOYER_API_FRAME_ORIGINS: expected comma-separated http(s) origins like https://auth.example.com (no path, no wildcard), got ${JSON.stringify(text)}`,
      )
    return url.origin
  })
}

/** The service configuration from the environment. */
export async function configuredService(
  port: number,
): Promise<ServiceConfig & { devnet: boolean }> {
  const { chains, devnet } = await configuredChains()
  const solanaClusters = await configuredSolanaClusters(devnet)
  return {
    chains,
    devnet,
    solanaClusters,
    publicUrl: configuredPublicUrl(port),
    frameOrigins: configuredFrameOrigins(),
    rateLimits: configuredRateLimits(),
    trustProxyHops: trustProxyFromEnv(),
    analyticsRetentionDays: configuredRetentionDays(),
    nameSuffixes: configuredNameSuffixes(),
    namesPerAddress: configuredNamesPerAddress(),
    ensGateway: await configuredEnsGateway(devnet),
    onramp: await configuredOnramp({ devnet, chains, solanaClusters }),
    sponsorship: configuredSponsorship(),
  }
}
