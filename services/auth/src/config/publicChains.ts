import {
  arbitrum,
  arbitrumGoerli,
  aurora,
  auroraTestnet,
  avalanche,
  avalancheFuji,
  base,
  baseGoerli,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  gnosis,
  goerli,
  hyperEvm,
  mainnet,
  optimism,
  optimismGoerli,
  polygon,
  polygonMumbai,
  sepolia,
  zksync,
  zora,
} from 'viem/chains'
import type { FrameChain } from './chains.js'

/** SPEC §9's embedded-wallet EVM chain ids, in its order. */
export const EMBEDDED_WALLET_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
  43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
] as const

type ViemChain = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
}

/** zkSync Era's Goerli testnet (280), which viem no longer lists. */
const zksyncGoerli: ViemChain = {
  id: 280,
  name: 'zkSync Era Goerli',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
}

const KNOWN: readonly ViemChain[] = [
  mainnet,
  goerli,
  sepolia,
  optimism,
  optimismGoerli,
  arbitrum,
  arbitrumGoerli,
  polygon,
  polygonMumbai,
  celo,
  aurora,
  auroraTestnet,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncGoerli,
  gnosis,
  base,
  baseGoerli,
  baseSepolia,
  zora,
  // 999 today is HyperEVM's (it was Zora's Goerli testnet when the list was drawn up).
  hyperEvm,
]

/**
 * The frame's chains when the operator names none (FOYER_AUTH_CHAINS unset): SPEC §9's 24 chains with their
 * public RPC endpoints as viem lists them. Public endpoints are rate-limited and the Goerli-era testnets no
 * longer answer, so a deployment that serves visitors sets FOYER_AUTH_CHAINS with its own providers; no
 * smart accounts without a bundler of the operator's.
 */
export function publicFrameChains(): FrameChain[] {
  return EMBEDDED_WALLET_CHAIN_IDS.map((id) => {
    const chain = KNOWN.find((candidate) => candidate.id === id)
    if (!chain) throw new Error(`no definition for SPEC §9's chain ${id}`)
    return {
      id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0] as string,
      nativeCurrency: { ...chain.nativeCurrency },
    }
  })
}
