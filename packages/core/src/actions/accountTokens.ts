import { canReadWalletAssets } from '../adapter.js'
import type { TokenBalance } from '../api/schemas.js'
import { parseWalletAssets } from '../calls/walletAssets.js'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { TokenBalanceUnavailableError } from '../errors/dataUnavailable.js'
import type { SendToken } from '../state/types.js'
import type { CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { parseCaipAddress } from '../utils/validate.js'
import { getTokenBalances } from './getTokenBalances.js'

export type GetAccountTokensReturnType = TokenBalance[]
export type GetAccountTokensErrorType = TokenBalanceUnavailableError

/**
 * The connected account's tokens on its current network, for the Tokens tab and Send (SPEC §3: tokens
 * with zero decimals are left out). From the wallet itself when it answers `wallet_getAssets` with a valid
 * list (SPEC §3 'Wallet asset'), else from the data service. When the service's fetch fails or the network
 * is unsupported it throws TokenBalanceUnavailableError ('Token Balance Unavailable', which the modal
 * toasts), and makes no new attempt at the service for 30 s (SPEC §4, §8).
 */
export async function getAccountTokens(foyer: FoyerContext): Promise<GetAccountTokensReturnType> {
  const state = foyer.store.getState()
  const namespace = state.activeNamespace
  const address = namespace ? state.accounts[namespace]?.address : undefined
  const network = namespace ? state.networks[namespace] : undefined
  if (namespace && address && network?.caipNetwork && !network.unsupported) {
    const fromWallet = await walletTokens(foyer, namespace, address, network.caipNetwork)
    if (fromWallet) return fromWallet
  }
  const failedAt = foyer.store.getState().tokenBalanceFailedAt
  if (failedAt !== undefined && Date.now() - failedAt < TOKEN_BALANCE_RETRY_BLOCK_MS)
    throw new TokenBalanceUnavailableError()
  try {
    if (!address || !network?.caipNetwork || network.unsupported)
      throw new TokenBalanceUnavailableError()
    const balances = await getTokenBalances(foyer, {
      address,
      caipNetworkId: network.caipNetwork.caipNetworkId,
    })
    foyer.store.setState({ tokenBalanceFailedAt: undefined })
    return shown(balances, network.caipNetwork.caipNetworkId)
  } catch (cause) {
    foyer.store.setState({ tokenBalanceFailedAt: Date.now() })
    throw cause instanceof TokenBalanceUnavailableError
      ? cause
      : new TokenBalanceUnavailableError(cause)
  }
}

/** How long the wallet may take to list its assets before the data service is asked instead. */
export const WALLET_ASSETS_TIMEOUT_MS = 5_000

/** Tokens of the network, zero-decimals tokens left out (SPEC §3). */
function shown(balances: TokenBalance[], caipNetworkId: string): TokenBalance[] {
  return balances.filter(
    (balance) => Number(balance.quantity.decimals) > 0 && balance.chainId === caipNetworkId,
  )
}

/**
 * The wallet's own list of its tokens (`wallet_getAssets`), when its adapter can ask and the wallet answers
 * a valid list in time; undefined otherwise — a wallet that fails, lingers or answers something else never
 * costs the Tokens tab its list, which then comes from the data service as without the wallet.
 */
async function walletTokens(
  foyer: FoyerContext,
  namespace: Namespace,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
  if (!adapter || !canReadWalletAssets(adapter)) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const answer = await Promise.race([
      adapter.getWalletAssets({ address, network }),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WALLET_ASSETS_TIMEOUT_MS)
      }),
    ])
    const balances = parseWalletAssets(answer, network.caipNetworkId)
    if (!balances) return undefined
    // Icons on the services need the client parameters to load, as the service's own answers.
    const api = foyer.api
    return shown(
      api
        ? balances.map((balance) => ({ ...balance, iconUrl: api.imageUrl(balance.iconUrl) }))
        : balances,
      network.caipNetworkId,
    )
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** A token balance from the service as the Send view holds it. */
export function toSendToken(balance: TokenBalance): SendToken {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    address: balance.address ? parseCaipAddress(balance.address).address : undefined,
    decimals: Number(balance.quantity.decimals),
    balance: balance.quantity.numeric,
    price: balance.price,
    iconUrl: balance.iconUrl,
  }
}
