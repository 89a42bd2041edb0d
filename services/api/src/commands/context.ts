import { join } from 'node:path'
import { ConfigError, databaseFromEnv, isDevelopment, jsonFromEnv } from '@foyer/server'
import * as v from 'valibot'
import {
  PUBLIC_SOLANA_CLUSTERS,
  type ServiceChain,
  type ServiceConfig,
  type SolanaServiceCluster,
} from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'

/** Opens the database the environment names: DATABASE_URL (PostgreSQL), else PGlite in FOYER_API_DATA_DIR. */
export function openConfiguredDatabase(): Promise<OpenDatabase> {
  return openDatabase(
    databaseFromEnv('FOYER_API_DATA_DIR', join(process.cwd(), '.foyer', 'api-data')),
  )
}

const chainsSchema = v.pipe(
  v.array(
    v.object({
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      name: v.pipe(v.string(), v.minLength(1)),
      rpcUrl: v.pipe(v.string(), v.url()),
      nativeCurrency: v.object({
        name: v.string(),
        symbol: v.string(),
        decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
      multicall3: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))),
    }),
  ),
  v.minLength(1),
)

/**
 * The chains to serve: FOYER_API_CHAINS as JSON (`[{ "id", "name", "rpcUrl", "nativeCurrency", "multicall3"? }]`)
 * for any EVM chain. Without it the service serves the devnet on its default ports, in development only:
 * a deployed service that forgot its chains refuses to start rather than serve a chain that is not there.
 */
export async function configuredChains(): Promise<{ chains: ServiceChain[]; devnet: boolean }> {
  const chains = jsonFromEnv('FOYER_API_CHAINS', (value) => {
    const result = v.safeParse(chainsSchema, value)
    if (!result.success)
      throw new Error(
        result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
      )
    return result.output as ServiceChain[]
  })
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
      v.regex(
        /^[1-9A-HJ-NP-Za-km-z]{32}$/,
        'expected a genesis hash prefix (32 base58 characters)',
      ),
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
  const clusters = jsonFromEnv('FOYER_API_SOLANA_CLUSTERS', (value) => {
    const result = v.safeParse(clustersSchema, value)
    if (!result.success)
      throw new Error(
        result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
      )
    return result.output
  })
  if (clusters) return clusters
  if (!devnet) return [...PUBLIC_SOLANA_CLUSTERS]
  const { devnetSolanaClusters } = await import('../dev/devnetChains.js')
  return devnetSolanaClusters()
}

/** The address the services are reached at (FOYER_API_PUBLIC_URL), for absolute URLs in answers. */
export function configuredPublicUrl(port: number): string {
  return process.env.FOYER_API_PUBLIC_URL ?? `http://127.0.0.1:${port}`
}

/** The service configuration from the environment. */
export async function configuredService(
  port: number,
): Promise<ServiceConfig & { devnet: boolean }> {
  const { chains, devnet } = await configuredChains()
  return {
    chains,
    devnet,
    solanaClusters: await configuredSolanaClusters(devnet),
    publicUrl: configuredPublicUrl(port),
  }
}
