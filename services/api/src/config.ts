import { SOLANA_CLUSTERS } from '@foyer/core/api'
import type { RateLimit } from '@foyer/server'
import { boundedFetch } from './boundedFetch.js'
import type { OnrampConfig } from './onramp/settings.js'
import type { NameSuffixes } from './profile/nameRules.js'
import type { SwapNetwork } from './swaps/networks.js'

export type { RateLimit }

import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'

/** An EVM chain the services follow. */
export type ServiceChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** More RPC endpoints for the chain, tried in order when the first fails (the RPC gateway's failover). */
  fallbackRpcUrls?: readonly string[] | undefined
  /** Multicall3's address, when the chain has it (balances are then read in one call). */
  multicall3?: `0x${string}` | undefined
  /**
   * Swaps on this chain (SPEC §7 `/v1/convert/*`): a Uniswap V2 router, `false` for none; when absent, the
   * preset router of the 12 swap networks (swaps/networks.ts) if the chain is one of them.
   */
  swap?: SwapNetwork | false | undefined
  /**
   * An ERC-4337 (v0.7) bundler's JSON-RPC endpoint for the chain: `POST /v1/bundler` forwards user operations
   * and their receipts there (bundler/). Without it the chain has no bundler on this service.
   */
  bundlerUrl?: string | undefined
  /**
   * An ERC-7677 paymaster service for the chain (`pm_getPaymasterStubData`, `pm_getPaymasterData`). Only with
   * `bundlerUrl`. Sponsorship spends the operator's funds, so it is on only when named: many bundlers answer
   * `pm_*` too, and a chain that names only its bundler has no paymaster here (set both to one URL for that).
   */
  paymasterUrl?: string | undefined
  /**
   * The ERC-4337 account factory whose accounts the paymaster sponsors (FoyerAccountFactory: an owner's
   * account is `getAddress(owner, 0)`). Without it `pm_*` are refused on the chain: nothing would say which
   * user operations are a signed-in wallet's own.
   */
  accountFactory?: `0x${string}` | undefined
}

/** A Solana cluster the services read balances on: its CAIP-2 reference (genesis hash prefix) and RPC URL. */
export type SolanaServiceCluster = { reference: string; name: string; rpcUrl: string }

/** The three public Solana clusters (SPEC §9), served unless FOYER_API_SOLANA_CLUSTERS says otherwise. */
export const PUBLIC_SOLANA_CLUSTERS: readonly SolanaServiceCluster[] = Object.values(
  SOLANA_CLUSTERS,
).map(({ reference, name, rpcUrl }) => ({ reference, name, rpcUrl }))

/** Limits per client address and per project, each `{ limit, windowMs }`. */
export type ServiceRateLimits = {
  /** Analytics events (POST /e). */
  analyticsPerClient: RateLimit
  analyticsPerProject: RateLimit
  /** Reads that skip the cache (`forceUpdate=true`). */
  freshReadsPerClient: RateLimit
  freshReadsPerProject: RateLimit
  /**
   * Units of the RPC gateway and the bundler endpoint (gateway/costs.ts: a method's weight, as providers
   * count compute units), for the requests that reach an upstream; cached answers are free.
   */
  rpcUnitsPerClient: RateLimit
  rpcUnitsPerProject: RateLimit
}

/** A minute's worth: generous for a page, far below what drove the database and the RPC in issue 22. */
export const DEFAULT_RATE_LIMITS: ServiceRateLimits = {
  analyticsPerClient: { limit: 120, windowMs: 60_000 },
  analyticsPerProject: { limit: 12_000, windowMs: 60_000 },
  freshReadsPerClient: { limit: 30, windowMs: 60_000 },
  freshReadsPerProject: { limit: 3_000, windowMs: 60_000 },
  // 20 units a second for a visitor (a page's burst of balance reads fits), 1,000 for a project.
  rpcUnitsPerClient: { limit: 1_200, windowMs: 60_000 },
  rpcUnitsPerProject: { limit: 60_000, windowMs: 60_000 },
}

/** A sponsorship budget: at most `operations` user operations and `gas` units of gas per `windowMs`. */
export type SponsorshipBudget = { operations: number; gas: number; windowMs: number }

/**
 * Who the paymaster sponsors (FOYER_API_SPONSORSHIP, issue 37): user operations of a signed-in embedded
 * wallet's own smart account, proven by a token the auth service signs (`publicKeys`: its Ed25519 public
 * keys, 32 bytes in hex, more than one while rotating), within a budget per account and per project.
 */
export type SponsorshipConfig = {
  publicKeys: readonly string[]
  perAccount: SponsorshipBudget
  perProject: SponsorshipBudget
}

const DAY_MS = 24 * 60 * 60_000

/**
 * A day's worth. An account's operation is about 0.1 to 0.5 M gas (0.4 M deploying the account), so an
 * account gets about twenty a day; a project a hundred accounts' worth.
 */
export const DEFAULT_SPONSORSHIP_BUDGETS: Pick<SponsorshipConfig, 'perAccount' | 'perProject'> = {
  perAccount: { operations: 20, gas: 5_000_000, windowMs: DAY_MS },
  perProject: { operations: 2_000, gas: 500_000_000, windowMs: DAY_MS },
}

/**
 * The ENS gateway (EIP-3668, `/ccip`): the key that signs its answers and the off-chain resolver they are for
 * (the signature names the resolver, which accepts only its own signers' answers).
 */
export type EnsGatewayConfig = { signerKey: `0x${string}`; resolver: `0x${string}` }

/** Everything the services are configured with. */
export type ServiceConfig = {
  chains: ServiceChain[]
  /** The Solana clusters served; none when absent. */
  solanaClusters?: readonly SolanaServiceCluster[] | undefined
  /**
   * Per-client and per-project limits on the writes and reads that skip the caches (issue 22); the defaults
   * of `DEFAULT_RATE_LIMITS` when absent.
   */
  rateLimits?: Partial<ServiceRateLimits> | undefined
  /** How many proxies in front add to X-Forwarded-For (FOYER_TRUST_PROXY); 0 trusts the connection only. */
  trustProxyHops?: number | undefined
  /** Days analytics events are kept (FOYER_API_ANALYTICS_RETENTION_DAYS); 90 when absent. */
  analyticsRetentionDays?: number | undefined
  /** The address the services are reached at, for absolute URLs in answers (token icons, wallet images). */
  publicUrl: string
  /**
   * The origins of the embedded-wallet frames this service serves (FOYER_API_FRAME_ORIGINS: the auth
   * service's): CORS for the read-only `GET /v1/account/{address}/balance` of any known project, and nothing
   * else (data/frameCors.ts). Not a project's allowed origin, which also decides who may frame the wallet.
   */
  frameOrigins?: readonly string[] | undefined
  /** Wallet names' suffixes (FOYER_API_NAME_SUFFIXES); DEFAULT_NAME_SUFFIXES when absent. */
  nameSuffixes?: NameSuffixes | undefined
  /** Names an address may register under the current suffix (FOYER_API_NAMES_PER_ADDRESS); 1 when absent. */
  namesPerAddress?: number | undefined
  /**
   * The ENS gateway's signer and resolver (FOYER_API_ENS_GATEWAY_KEY, FOYER_API_ENS_RESOLVER); without them
   * `/ccip` answers 404.
   */
  ensGateway?: EnsGatewayConfig | undefined
  /**
   * Buying crypto (onramp/settings.ts): the tokens sold and the providers (FOYER_API_ONRAMP_*,
   * FOYER_API_MOONPAY*); no providers when absent.
   */
  onramp?: OnrampConfig | undefined
  /** Who the chains' paymasters sponsor; without it `pm_*` are refused everywhere. */
  sponsorship?: SponsorshipConfig | undefined
}

/** A viem client per chain, built once. */
export type ChainClients = Map<number, PublicClient>

/** Builds one viem public client per configured chain. */
export function createChainClients(chains: ServiceChain[]): ChainClients {
  return new Map(
    chains.map((chain) => {
      const viemChain: Chain = defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        contracts: chain.multicall3 ? { multicall3: { address: chain.multicall3 } } : undefined,
      })
      return [
        chain.id,
        createPublicClient({
          chain: viemChain,
          transport: http(chain.rpcUrl, {
            timeout: 10_000,
            retryCount: 3,
            retryDelay: 150,
            fetchFn: boundedFetch(),
          }),
        }) as PublicClient,
      ]
    }),
  )
}

/** viem chains (e.g. the devnet's) as the services take them. */
export function toServiceChains(chains: readonly Chain[]): ServiceChain[] {
  return chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0] as string,
    nativeCurrency: chain.nativeCurrency,
  }))
}
