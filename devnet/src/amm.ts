import type { Address } from 'viem'

/**
 * The devnet's Uniswap V2 (WETH9, factory, Router02 from the published npm artifacts), at the same addresses
 * on both chains: the contracts an impersonated deployer creates with its first three nonces on a fresh
 * chain. The deployer also holds the pools' liquidity. GPL-3.0 code: it lives in the private devnet only.
 */
export const DEVNET_AMM = {
  deployer: '0xF0e7000000000000000000000000000000000A33',
  weth: '0x7F151bE0C11501b04607aC9Fca9082F839D222ED',
  factory: '0xd9B11d6b67Bc7639f003E5661C334a5713dea828',
  router: '0xcAFBf38790B6C9c27523623546990fD5D2dFB1c7',
  /** keccak256 of the pair's creation code: what Router02 computes pair addresses with. */
  pairInitCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const satisfies Record<string, Address | `0x${string}`>

/** The wrapped coin's token data, for lists that show it. */
export const DEVNET_WETH = {
  address: DEVNET_AMM.weth,
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
} as const

/** 'native' is the chain's own coin (wrapped as WETH in the pool); otherwise a DEVNET_TOKENS symbol. */
export type DevnetPoolSide = { symbol: 'native' | 'FOY' | 'fUSD' | 'USDT'; amount: bigint }

/**
 * The pools seeded on both chains, at the dev stack's prices (ETH 3,000, FOY 0.5, fUSD and USDT 1 USD).
 * FOY and USDT have no pool of their own, so a swap between them takes one hop (through WETH or fUSD).
 */
export const DEVNET_POOLS: readonly (readonly [DevnetPoolSide, DevnetPoolSide])[] = [
  [
    { symbol: 'native', amount: 100n * 10n ** 18n },
    { symbol: 'fUSD', amount: 300_000n * 10n ** 6n },
  ],
  [
    { symbol: 'native', amount: 100n * 10n ** 18n },
    { symbol: 'USDT', amount: 300_000n * 10n ** 6n },
  ],
  [
    { symbol: 'native', amount: 100n * 10n ** 18n },
    { symbol: 'FOY', amount: 600_000n * 10n ** 18n },
  ],
  [
    { symbol: 'fUSD', amount: 100_000n * 10n ** 6n },
    { symbol: 'USDT', amount: 100_000n * 10n ** 6n },
  ],
  [
    { symbol: 'FOY', amount: 200_000n * 10n ** 18n },
    { symbol: 'fUSD', amount: 100_000n * 10n ** 6n },
  ],
]
