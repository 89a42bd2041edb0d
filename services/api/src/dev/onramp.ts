import {
  DEVNET_NATIVE_CURRENCY,
  DEVNET_ONRAMP_TREASURY,
  DEVNET_TOKENS,
  SOLANA_DEVNET,
  SOLANA_DEVNET_ONRAMP_TREASURY,
  SOLANA_DEVNET_TOKENS,
} from '@foyer/devnet'
import type { ServiceChain, SolanaServiceCluster } from '../config.js'
import {
  DEFAULT_SANDBOX_FIAT_RATES,
  type OnrampConfig,
  type OnrampNetworkOffer,
  type OnrampToken,
} from '../onramp/settings.js'
import { DEVNET_PRICES_USD, isDevnetChain } from './devnet.js'

/** The devnet tokens the sandbox sells (FPT, with no decimals, and the spam token are not for sale). */
const SOLD = ['fUSD', 'USDT', 'FOY'] as const

/**
 * The onramp of a service serving the devnet: the sandbox sells ETH, fUSD, USDT and FOY on the devnet chains
 * it serves, and SOL, fUSD and FOY on the local Solana cluster when it serves it, at the devnet's prices
 * (DEVNET_PRICES_USD; EUR at 1.08 USD), paid from the devnet's onramp treasury.
 */
export function devnetOnramp(
  chains: readonly ServiceChain[],
  clusters: readonly SolanaServiceCluster[],
): Required<Pick<OnrampConfig, 'purchaseCurrencies' | 'sandbox'>> {
  const evm = chains.filter((chain) => isDevnetChain(chain.id))
  const local = clusters.find((cluster) => cluster.reference === SOLANA_DEVNET.caipReference)
  const solana = local ? `solana:${local.reference}` : undefined
  const tokens = new Map<string, { name: string; symbol: string; networks: OnrampNetworkOffer[] }>()
  const offer = (id: string, name: string, network: OnrampNetworkOffer) => {
    const token = tokens.get(id) ?? { name, symbol: id, networks: [] }
    token.networks.push(network)
    tokens.set(id, token)
  }
  for (const chain of evm) {
    const chainId = `eip155:${chain.id}`
    offer('ETH', DEVNET_NATIVE_CURRENCY.name, { chainId, contractAddress: '', decimals: 18 })
    for (const token of DEVNET_TOKENS.filter((t) => (SOLD as readonly string[]).includes(t.symbol)))
      offer(token.symbol, token.name, {
        chainId,
        contractAddress: token.address,
        decimals: token.decimals,
      })
  }
  if (solana) {
    offer('SOL', SOLANA_DEVNET.nativeCurrency.name, {
      chainId: solana,
      contractAddress: '',
      decimals: SOLANA_DEVNET.nativeCurrency.decimals,
    })
    for (const token of SOLANA_DEVNET_TOKENS)
      offer(token.symbol, token.name, {
        chainId: solana,
        contractAddress: token.mint,
        decimals: token.decimals,
      })
  }
  const purchaseCurrencies: OnrampToken[] = [...tokens].map(([id, token]) => ({ id, ...token }))
  return {
    purchaseCurrencies,
    sandbox: {
      prices: Object.fromEntries(
        Object.entries(DEVNET_PRICES_USD).map(([symbol, price]) => [symbol, String(price)]),
      ),
      fiatRates: DEFAULT_SANDBOX_FIAT_RATES,
      treasury: {
        evm: DEVNET_ONRAMP_TREASURY.privateKey,
        solana: SOLANA_DEVNET_ONRAMP_TREASURY.privateKey,
      },
    },
  }
}
