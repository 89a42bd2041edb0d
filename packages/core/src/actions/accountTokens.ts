import type { TokenBalance } from '../api/schemas.js'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { TokenBalanceUnavailableError } from '../errors/data.js'
import type { SendToken } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'
import { parseCaipAddress } from '../utils/validate.js'
import { getTokenBalances } from './getTokenBalances.js'

export type GetAccountTokensReturnType = TokenBalance[]
export type GetAccountTokensErrorType = TokenBalanceUnavailableError

/**
 * The connected account's tokens on its current network, for the Tokens tab and Send (SPEC §3: tokens
 * with zero decimals are left out). When the fetch fails or the network is unsupported it throws
 * TokenBalanceUnavailableError ('Token Balance Unavailable', which the modal toasts), and makes no new
 * attempt for 30 s (SPEC §4, §8).
 */
export async function getAccountTokens(foyer: FoyerContext): Promise<GetAccountTokensReturnType> {
  const state = foyer.store.getState()
  const failedAt = state.tokenBalanceFailedAt
  if (failedAt !== undefined && Date.now() - failedAt < TOKEN_BALANCE_RETRY_BLOCK_MS)
    throw new TokenBalanceUnavailableError()
  const namespace = state.activeNamespace
  const address = namespace ? state.accounts[namespace]?.address : undefined
  const network = namespace ? state.networks[namespace] : undefined
  try {
    if (!address || !network?.caipNetwork || network.unsupported)
      throw new TokenBalanceUnavailableError()
    const balances = await getTokenBalances(foyer, {
      address,
      caipNetworkId: network.caipNetwork.caipNetworkId,
    })
    foyer.store.setState({ tokenBalanceFailedAt: undefined })
    return balances.filter(
      (balance) =>
        Number(balance.quantity.decimals) > 0 &&
        balance.chainId === network.caipNetwork?.caipNetworkId,
    )
  } catch (cause) {
    foyer.store.setState({ tokenBalanceFailedAt: Date.now() })
    throw cause instanceof TokenBalanceUnavailableError
      ? cause
      : new TokenBalanceUnavailableError(cause)
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
