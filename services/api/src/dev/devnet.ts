import {
  DEV_WALLET_ARTWORK_BY_ID,
  DEVNET_AMM,
  DEVNET_CHAIN_ARTWORK,
  DEVNET_CHAIN_IDS,
  DEVNET_MULTICALL3,
  DEVNET_SPAM_NFT_COLLECTION,
  DEVNET_SPAM_TOKEN,
  DEVNET_TOKEN_ARTWORK,
  DEVNET_TOKENS,
  SOLANA_DEVNET,
  SOLANA_DEVNET_ARTWORK,
  SOLANA_DEVNET_TOKENS,
} from '@foyer/devnet'
import type { ServiceChain, ServiceConfig } from '../config.js'
import { setNftCollectionSpam } from '../data/nftSpam.js'
import { NATIVE, setPrice, tokenIconUrl, upsertToken } from '../data/registry.js'
import type { Database } from '../db/database.js'
import { seedImages } from '../images/builtin.js'
import { pointDevnetEnsGateway } from './ens.js'

/** Prices the dev stack starts with (USD), by symbol; 'ETH' is the devnet chains' own coin. */
export const DEVNET_PRICES_USD: Record<string, number> = {
  ETH: 3000,
  SOL: 150,
  fUSD: 1,
  USDT: 1,
  FOY: 0.5,
}

/** True for the devnet's chain ids. */
export function isDevnetChain(chainId: number): boolean {
  return (DEVNET_CHAIN_IDS as readonly number[]).includes(chainId)
}

/** The devnet's stable, a swap base besides WETH: routes may hop through it. */
const DEVNET_SWAP_BASES = DEVNET_TOKENS.filter((token) => token.symbol === 'fUSD').map(
  (token) => token.address,
)

/**
 * The devnet chains with the contracts the devnet places on them: Multicall3 at the canonical address, and
 * Uniswap V2 for swaps (its router, fUSD as a base).
 */
export function withDevnetContracts(chains: ServiceChain[]): ServiceChain[] {
  return chains.map((chain) =>
    isDevnetChain(chain.id)
      ? {
          ...chain,
          multicall3: chain.multicall3 ?? DEVNET_MULTICALL3,
          swap: chain.swap ?? { router: DEVNET_AMM.router, bases: DEVNET_SWAP_BASES },
        }
      : chain,
  )
}

/** The devnet's artwork as images: its chains, the local Solana cluster, its tokens and dev wallets. */
function devnetImages() {
  return [
    ...Object.entries(DEVNET_CHAIN_ARTWORK).map(([id, svg]) => ({
      kind: 'asset' as const,
      id,
      svg,
    })),
    {
      kind: 'asset' as const,
      id: `solana:${SOLANA_DEVNET.caipReference}`,
      svg: SOLANA_DEVNET_ARTWORK,
    },
    ...Object.entries(DEVNET_TOKEN_ARTWORK).map(([id, svg]) => ({
      kind: 'token' as const,
      id,
      svg,
    })),
    ...Object.entries(DEV_WALLET_ARTWORK_BY_ID).map(([id, svg]) => ({
      kind: 'wallet' as const,
      id,
      svg,
    })),
  ]
}

/**
 * Puts the devnet tokens in the registry of every devnet chain the service follows (the spam token
 * flagged as spam; icons from the wallet service), and sets the devnet prices where none is set yet.
 * Stores the built-in images and the devnet's artwork. When the service signs for the devnet's ENS resolver,
 * points that resolver at the service's ENS gateway. Idempotent: run at each start of a dev stack.
 */
export async function seedDevnetData(db: Database, config: ServiceConfig): Promise<void> {
  await seedImages(db, devnetImages())
  await pointDevnetEnsGateway(config)
  const seeded = [
    ...DEVNET_TOKENS.map((token) => ({ ...token, spam: false })),
    { ...DEVNET_SPAM_TOKEN, spam: true },
  ]
  for (const chain of config.chains.filter((chain) => isDevnetChain(chain.id))) {
    // The devnet's unsolicited 'Free Mint Pass' NFTs stay out of the NFTs tab, as the SPAM token does.
    await setNftCollectionSpam(db, {
      chainId: chain.id,
      contract: DEVNET_SPAM_NFT_COLLECTION.address,
      name: DEVNET_SPAM_NFT_COLLECTION.name,
      symbol: DEVNET_SPAM_NFT_COLLECTION.symbol,
      spam: true,
    })
    for (const token of seeded) {
      await upsertToken(db, {
        chainId: `eip155:${chain.id}`,
        address: token.address,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        iconUrl: tokenIconUrl(config, token.symbol),
        spam: token.spam,
      })
      const price = DEVNET_PRICES_USD[token.symbol]
      if (price !== undefined)
        await setPrice(
          db,
          { chainId: `eip155:${chain.id}`, address: token.address, currency: 'usd', price },
          { onlyIfMissing: true },
        )
    }
    const nativePrice = DEVNET_PRICES_USD[chain.nativeCurrency.symbol]
    if (nativePrice !== undefined)
      await setPrice(
        db,
        { chainId: `eip155:${chain.id}`, address: NATIVE, currency: 'usd', price: nativePrice },
        { onlyIfMissing: true },
      )
  }
  const local = `solana:${SOLANA_DEVNET.caipReference}`
  if (!(config.solanaClusters ?? []).some((cluster) => `solana:${cluster.reference}` === local))
    return
  for (const token of SOLANA_DEVNET_TOKENS) {
    await upsertToken(db, {
      chainId: local,
      address: token.mint,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      iconUrl: tokenIconUrl(config, token.symbol),
      spam: false,
    })
    const price = DEVNET_PRICES_USD[token.symbol]
    if (price !== undefined)
      await setPrice(
        db,
        { chainId: local, address: token.mint, currency: 'usd', price },
        { onlyIfMissing: true },
      )
  }
  await setPrice(
    db,
    { chainId: local, address: NATIVE, currency: 'usd', price: DEVNET_PRICES_USD.SOL as number },
    { onlyIfMissing: true },
  )
}
