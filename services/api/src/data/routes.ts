import { isEvmAddress, isSolanaAddress } from '@foyer/core'
import type { BalanceResponse, FungiblePriceResponse, TokenBalance } from '@foyer/core/api'
import { NATIVE_TOKEN_ADDRESS } from '@foyer/core/api'
import { isCaipAccountId, parseCaipAccountId } from '@foyer/core/caip'
import { ApiError, parseJsonBody } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Address, PublicClient } from 'viem'
import type { ServiceChain, SolanaServiceCluster } from '../config.js'
import { withDeadline } from '../deadline.js'
import type { AppDeps, GuardEnv } from '../deps.js'
import { perClientAndProject, rateLimitsOf } from '../limits.js'
import { onrampDeliveries } from '../onramp/historyFilter.js'
import { nameSuffixesOf } from '../profile/nameRules.js'
import { readChainBalances } from './balances.js'
import { TtlCache } from './cache.js'
import { frameOriginCors } from './frameCors.js'
import { decodeCursor, HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE, readHistory } from './history.js'
import { findIdentity } from './names.js'
import { addNftRoutes } from './nftRoutes.js'
import { NATIVE, tokenIconUrl } from './registry.js'
import { readSolanaBalances } from './solanaBalances.js'

/** How long one chain's balances may take before the answer goes on without them (issue 22: a hung chain
 * held requests ~41 s through the client's retries). */
export const BALANCE_DEADLINE_MS = 5_000

/** How long answers are kept in memory (SPEC §9: portfolio and native balance 30 s, identity 5 min). */
export const BALANCE_TTL_MS = 30_000
export const IDENTITY_TTL_MS = 5 * 60_000
/** How long the token registry and prices are kept in memory before being re-read. */
export const REGISTRY_TTL_MS = 10_000
/** The most addresses one POST /v1/fungible/price may ask for. */
export const MAX_PRICE_ADDRESSES = 100

/** A path/query EVM address, lower-case with 0x, or 400. */
function evmAddress(value: string | undefined, what = 'address'): Address {
  if (value === undefined || !isEvmAddress(value))
    throw new ApiError(400, 'INVALID_ADDRESS', `Invalid ${what}: expected an EVM address`)
  return `0x${value.replace(/^0x/, '').toLowerCase()}`
}

function currencyParam(value: string | undefined): string {
  const currency = (value ?? 'usd').toLowerCase()
  if (!/^[a-z]{3,8}$/.test(currency))
    throw new ApiError(400, 'INVALID_CURRENCY', 'Invalid currency: expected a code like usd')
  return currency
}

function booleanParam(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  throw new ApiError(400, 'INVALID_INPUT', `Invalid ${name}: expected true or false`)
}

/**
 * The data-service endpoints the indexer and the registry feed (SPEC §7): balances, identity, fungible
 * prices and history. Caches live in this closure: one set per app instance.
 */
export function dataServiceRoutes({
  database,
  config,
  clients,
  guard,
  registry,
  swaps,
  identities,
}: AppDeps) {
  const db = database.db
  const balances = new TtlCache<TokenBalance[]>(BALANCE_TTL_MS)
  const limits = rateLimitsOf(config)
  const countFreshRead = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'reads that skip the cache (forceUpdate)',
    database,
    'fresh reads',
  )
  const chains = new Map(config.chains.map((chain) => [chain.id, chain]))

  /** A CAIP-2 chain id (`eip155:31337`) the service follows, or 400. */
  const chainParam = (value: string): ServiceChain => {
    const match = /^eip155:(\d{1,15})$/.exec(value)
    const chain = match ? chains.get(Number(match[1])) : undefined
    if (!chain)
      throw new ApiError(
        400,
        'UNSUPPORTED_CHAIN',
        `Unsupported chainId ${value}: expected one of ${[...chains.keys()].map((id) => `eip155:${id}`).join(', ')}`,
      )
    return chain
  }
  const clientOf = (chain: ServiceChain) => clients.get(chain.id) as PublicClient
  const solanaClusters = config.solanaClusters ?? []
  /** A CAIP-2 Solana cluster id (`solana:<genesis hash prefix>`) the service follows, or 400. */
  const clusterParam = (value: string): SolanaServiceCluster => {
    const cluster = solanaClusters.find((candidate) => `solana:${candidate.reference}` === value)
    if (!cluster)
      throw new ApiError(
        400,
        'UNSUPPORTED_CHAIN',
        `Unsupported chainId ${value} for a Solana address: expected one of ${solanaClusters.map((candidate) => `solana:${candidate.reference}`).join(', ') || '(none)'}`,
      )
    return cluster
  }

  const app = new Hono<GuardEnv>()
  // The embedded wallet's frame reads its balances from its own origin (the auth service's): CORS for that
  // read only, before the guard so that it sees the guard's answer.
  app.use('/v1/account/:address/balance', frameOriginCors(config.frameOrigins ?? []))
  // Every data-service path carries the client parameters (SPEC §7).
  for (const path of ['/v1/account/*', '/v1/identity/*', '/v1/fungible/*', '/v1/nft/*'])
    app.use(path, guard)

  app.get('/v1/account/:address/balance', async (c) => {
    const address = c.req.param('address')
    const currency = currencyParam(c.req.query('currency'))
    const chainId = c.req.query('chainId')
    const fresh = booleanParam(c.req.query('forceUpdate'), 'forceUpdate')
    if (fresh) await countFreshRead(c, c.get('project').id)
    if (!isEvmAddress(address) && !isSolanaAddress(address))
      throw new ApiError(
        400,
        'INVALID_ADDRESS',
        'Invalid address: expected an EVM or a Solana address',
      )
    // An EVM address is read on the EVM chains, a Solana address on the Solana clusters.
    const reads =
      !isEvmAddress(address) && isSolanaAddress(address)
        ? (chainId ? [clusterParam(chainId)] : solanaClusters).map((cluster) => ({
            chain: `solana:${cluster.reference}`,
            key: `${address}:solana:${cluster.reference}:${currency}`,
            read: async () =>
              readSolanaBalances(cluster, config, await registry.get(), address, currency),
          }))
        : (chainId ? [chainParam(chainId)] : config.chains).map((chain) => {
            const owner = evmAddress(address)
            return {
              chain: `eip155:${chain.id}`,
              key: `${owner}:${chain.id}:${currency}`,
              read: async () =>
                readChainBalances(
                  clientOf(chain),
                  chain,
                  config,
                  await registry.get(),
                  owner,
                  currency,
                ),
            }
          })
    // Each chain within its deadline: a chain that is down or hung is named in `failedChains` and the
    // others are answered; only when every chain asked for fails is the whole request a 502.
    const perChain = await Promise.allSettled(
      reads.map(({ key, read }) =>
        withDeadline(balances.get(key, read, fresh), BALANCE_DEADLINE_MS),
      ),
    )
    const failedChains = reads
      .filter((_, index) => perChain[index]?.status === 'rejected')
      .map(({ chain }) => chain)
    if (reads.length > 0 && failedChains.length === reads.length)
      throw new ApiError(502, 'CHAIN_UNAVAILABLE', 'Balances could not be read from the chain')
    const body: BalanceResponse = {
      balances: perChain.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
      ...(failedChains.length ? { failedChains } : {}),
    }
    return c.json(body)
  })

  app.get('/v1/identity/:address', async (c) => {
    const address = evmAddress(c.req.param('address'))
    const body = await identities.get(address, () =>
      findIdentity(db, address, nameSuffixesOf(config)),
    )
    return c.json(body)
  })

  const priceBody = v.object({
    currency: v.pipe(v.string(), v.regex(/^[a-zA-Z]{3,8}$/, 'expected a currency code like usd')),
    addresses: v.pipe(
      v.array(v.string()),
      v.maxLength(MAX_PRICE_ADDRESSES, `at most ${MAX_PRICE_ADDRESSES} addresses`),
    ),
    projectId: v.optional(v.string()),
  })
  app.post('/v1/fungible/price', async (c) => {
    const body = await parseJsonBody(c.req, priceBody)
    const currency = body.currency.toLowerCase()
    const parsed = body.addresses.map((address) => {
      const parts = isCaipAccountId(address) ? parseCaipAccountId(address) : undefined
      const chain =
        parts?.namespace === 'eip155' && /^\d+$/.test(parts.reference)
          ? chains.get(Number(parts.reference))
          : undefined
      const token = (parts?.address ?? '').toLowerCase()
      if (!chain || (token !== NATIVE && !isEvmAddress(token)))
        throw new ApiError(
          400,
          'INVALID_ADDRESS',
          `Invalid address ${JSON.stringify(address).slice(0, 120)}: expected eip155:<served chain id>:<token address | native>`,
        )
      const normalized = token === NATIVE ? NATIVE : `0x${token.replace(/^0x/, '')}`
      return { address, chain, token: normalized === NATIVE_TOKEN_ADDRESS ? NATIVE : normalized }
    })
    const snapshot = await registry.get()
    const fungibles = await Promise.all(
      parsed.map(async ({ address, chain, token }) => {
        const price = snapshot.price(`eip155:${chain.id}`, token, currency)
        if (token === NATIVE)
          return {
            name: chain.nativeCurrency.name,
            symbol: chain.nativeCurrency.symbol,
            iconUrl: tokenIconUrl(config, chain.nativeCurrency.symbol),
            price,
            address,
          }
        const known = snapshot.token(`eip155:${chain.id}`, token)
        if (!known) return undefined
        return {
          name: known.name,
          symbol: known.symbol,
          iconUrl: known.iconUrl ?? tokenIconUrl(config, known.symbol),
          // No operator price: the pools' (issue 16), never a failed request for want of one.
          price:
            price ||
            (await swaps
              .poolPrice(chain.id, token as Address, known.decimals, currency)
              .catch(() => 0)),
          address,
        }
      }),
    ).then((found) => found.filter((fungible) => fungible !== undefined))
    const answer: FungiblePriceResponse = { fungibles }
    return c.json(answer)
  })

  app.get('/v1/account/:account/history', async (c) => {
    const account = evmAddress(c.req.param('account'), 'account')
    const chainId = c.req.query('chainId')
    const chain = chainId ? chainParam(chainId) : undefined
    const cursor = c.req.query('cursor')
    const limitParam = c.req.query('limit')
    let limit = HISTORY_PAGE_SIZE
    if (limitParam !== undefined) {
      limit = Number(limitParam)
      if (!/^\d{1,3}$/.test(limitParam) || limit < 1 || limit > HISTORY_MAX_PAGE_SIZE)
        throw new ApiError(
          400,
          'INVALID_INPUT',
          `Invalid limit: expected 1 to ${HISTORY_MAX_PAGE_SIZE}`,
        )
    }
    // SPEC §7's `onramp`: only the transactions that delivered this account's purchases through that provider.
    const onramp = c.req.query('onramp')
    const txHashes =
      onramp === undefined
        ? undefined
        : await onrampDeliveries(db, config, {
            projectId: c.get('project').id,
            provider: onramp,
            account,
            authorization: c.req.header('authorization'),
          })
    const body = await readHistory(db, config, await registry.get(), {
      account,
      chainId: chain?.id,
      cursor: cursor ? decodeCursor(cursor) : undefined,
      limit,
      txHashes,
    })
    return c.json(body)
  })

  addNftRoutes(app, { database, config, chainParam, clusterParam, evmAddress })

  return app
}
