import { and, asc, eq } from 'drizzle-orm'
import type { ServiceConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { prices, tokens } from '../db/schema.js'

/** The address the prices table uses for a chain's own coin. */
export const NATIVE = 'native'

/** A chain of the registry: its CAIP-2 id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export type RegistryChain = string

/** The registry's form of an address on `chain`: EVM addresses lower-case, anything else as it is. */
export function registryAddress(chain: RegistryChain, address: string): string {
  return address === NATIVE || !chain.startsWith('eip155:') ? address : address.toLowerCase()
}

/** A token of the registry. EVM addresses are lower-case. */
export type RegistryToken = {
  chainId: RegistryChain
  address: string
  symbol: string
  name: string
  decimals: number
  iconUrl: string | null
  spam: boolean
}

/** The wallet service's image of a token symbol, absolute (SPEC §7 `/public/getTokenImage/{id}`). */
export function tokenIconUrl(config: Pick<ServiceConfig, 'publicUrl'>, symbol: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/public/getTokenImage/${encodeURIComponent(symbol)}`
}

/** Adds a token to the registry or updates it. */
export async function upsertToken(db: Database, token: RegistryToken): Promise<void> {
  const values = { ...token, address: registryAddress(token.chainId, token.address) }
  await db
    .insert(tokens)
    .values(values)
    .onConflictDoUpdate({ target: [tokens.chainId, tokens.address], set: values })
}

/** Tokens of the registry, of one chain or all, by chain then symbol. */
export async function listTokens(db: Database, chainId?: RegistryChain): Promise<RegistryToken[]> {
  const query = db.select().from(tokens)
  const rows = await (chainId === undefined
    ? query
    : query.where(eq(tokens.chainId, chainId))
  ).orderBy(asc(tokens.chainId), asc(tokens.symbol))
  return rows
}

/** Removes a token from the registry; true when it was there. */
export async function removeToken(db: Database, chainId: RegistryChain, address: string) {
  const rows = await db
    .delete(tokens)
    .where(and(eq(tokens.chainId, chainId), eq(tokens.address, registryAddress(chainId, address))))
    .returning({ address: tokens.address })
  return rows.length > 0
}

/** One price an operator set. `address` is a token address (registry form) or 'native'. */
export type PriceRow = { chainId: RegistryChain; address: string; currency: string; price: number }

/** Sets a price; `onlyIfMissing` keeps one that exists (seeding). */
export async function setPrice(
  db: Database,
  row: PriceRow,
  { onlyIfMissing = false }: { onlyIfMissing?: boolean } = {},
): Promise<void> {
  const values = {
    ...row,
    address: registryAddress(row.chainId, row.address),
    currency: row.currency.toLowerCase(),
    updatedAt: new Date(),
  }
  const insert = db.insert(prices).values(values)
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [prices.chainId, prices.address, prices.currency],
        set: { price: values.price, updatedAt: values.updatedAt },
      }))
}

/** Every price, by chain, address and currency. */
export async function listPrices(db: Database, chainId?: RegistryChain): Promise<PriceRow[]> {
  const query = db
    .select({
      chainId: prices.chainId,
      address: prices.address,
      currency: prices.currency,
      price: prices.price,
    })
    .from(prices)
  return (chainId === undefined ? query : query.where(eq(prices.chainId, chainId))).orderBy(
    asc(prices.chainId),
    asc(prices.address),
    asc(prices.currency),
  )
}

/** The registry and prices held in memory, so hot paths never touch the database. */
export type RegistrySnapshot = {
  /** Registry tokens per chain. */
  tokensByChain: Map<RegistryChain, RegistryToken[]>
  /** A registry token of a chain. */
  token(chainId: RegistryChain, address: string): RegistryToken | undefined
  /** The price of a token ('native' for the coin) in `currency`, 0 when unknown. */
  price(chainId: RegistryChain, address: string, currency: string): number
}

function snapshot(tokenRows: RegistryToken[], priceRows: PriceRow[]): RegistrySnapshot {
  const tokensByChain = new Map<RegistryChain, RegistryToken[]>()
  const byAddress = new Map<string, RegistryToken>()
  for (const token of tokenRows) {
    tokensByChain.set(token.chainId, [...(tokensByChain.get(token.chainId) ?? []), token])
    byAddress.set(`${token.chainId}:${token.address}`, token)
  }
  const priceMap = new Map(
    priceRows.map((row) => [`${row.chainId}:${row.address}:${row.currency}`, row.price]),
  )
  return {
    tokensByChain,
    token: (chainId, address) => byAddress.get(`${chainId}:${registryAddress(chainId, address)}`),
    price: (chainId, address, currency) =>
      priceMap.get(`${chainId}:${registryAddress(chainId, address)}:${currency}`) ?? 0,
  }
}

/**
 * The registry and prices, reloaded from the database at most every `ttlMs`. After the first load a
 * stale snapshot is answered at once while a fresh one loads in the background (stale-while-revalidate),
 * so a request never waits on the database for them.
 */
export function createRegistryCache(db: Database, ttlMs = 10_000) {
  let current: { at: number; snapshot: RegistrySnapshot } | undefined
  let loading: Promise<RegistrySnapshot> | undefined
  const load = () => {
    loading ??= Promise.all([listTokens(db), listPrices(db)])
      .then(([tokenRows, priceRows]) => {
        const loaded = snapshot(tokenRows, priceRows)
        current = { at: Date.now(), snapshot: loaded }
        return loaded
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }
  return {
    get(): Promise<RegistrySnapshot> {
      if (!current) return load()
      if (Date.now() - current.at >= ttlMs) load().catch(() => undefined)
      return Promise.resolve(current.snapshot)
    },
    /** Forgets the snapshot: the next `get` reads the database. */
    invalidate() {
      current = undefined
    },
  }
}
export type RegistryCache = ReturnType<typeof createRegistryCache>
