import { join } from 'node:path'
import { devnetChains } from '@foyer/devnet'
import { type ServiceChain, type ServiceConfig, toServiceChains } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'

/** Opens the database the environment names: DATABASE_URL (PostgreSQL), else PGlite in FOYER_API_DATA_DIR. */
export function openConfiguredDatabase(): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL
  if (url) return openDatabase({ url })
  return openDatabase({
    dataDir: process.env.FOYER_API_DATA_DIR ?? join(process.cwd(), '.foyer', 'api-data'),
  })
}

/**
 * The chains to serve: FOYER_API_CHAINS as JSON (`[{ "id", "name", "rpcUrl", "nativeCurrency", "multicall3"? }]`)
 * for any EVM chain, else the devnet on its default ports.
 */
export function configuredChains(): ServiceChain[] {
  const raw = process.env.FOYER_API_CHAINS
  if (raw) return JSON.parse(raw) as ServiceChain[]
  return toServiceChains(
    devnetChains({
      l1: Number(process.env.FOYER_DEVNET_L1_PORT ?? 8545),
      l2: Number(process.env.FOYER_DEVNET_L2_PORT ?? 8546),
    }),
  )
}

/** The service configuration from the environment. */
export function configuredService(port: number): ServiceConfig {
  return {
    chains: configuredChains(),
    publicUrl: process.env.FOYER_API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  }
}
