import {
  getAccountTokensQueryOptions,
  type SendToken,
  type TokenBalance,
  toSendToken,
} from '@foyer/core'
import { useBalance } from '../../hooks/useBalance.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useQuery } from '../../hooks/useQuery.js'
import { useMemo } from '../../reactBindings.js'

/** A token of the connected account as the Tokens tab and the token picker show it. */
export type WalletToken = {
  name: string
  symbol: string
  iconUrl: string | undefined
  /** Exact decimal string. */
  quantity: string
  /** In USD; unknown without the services. */
  value: number | undefined
  /** The same token as the Send view holds it. */
  sendToken: SendToken
}

/**
 * The connected account's tokens on its network: from the services when configured (a failure is toasted
 * by core and leaves the list empty), else the native coin alone, read from the chain.
 */
export function useWalletTokens(): { tokens: WalletToken[]; loading: boolean } {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const address = account.isConnected ? account.address : undefined
  const caipNetworkId = caipNetwork?.caipNetworkId
  // Both are always asked for (hooks run unconditionally); without services the first is disabled, and
  // the native balance is the Account header's, already cached.
  const service = useQuery<TokenBalance[]>(
    getAccountTokensQueryOptions(foyer, { address, caipNetworkId }),
  )
  const native = useBalance()

  return useMemo(() => {
    if (foyer.api)
      return {
        tokens: (service.data ?? []).map(fromService),
        loading: service.isPending && service.fetchStatus === 'fetching',
      }
    if (!native.data || !caipNetwork) return { tokens: [], loading: native.isLoading }
    const { nativeCurrency } = caipNetwork
    const sendToken: SendToken = {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: caipNetwork.caipNetworkId,
      decimals: nativeCurrency.decimals,
      balance: native.data.formatted,
      // No price without the services.
      price: 0,
    }
    return {
      tokens: [
        {
          name: nativeCurrency.name,
          symbol: nativeCurrency.symbol,
          iconUrl: undefined,
          quantity: native.data.formatted,
          value: undefined,
          sendToken,
        },
      ],
      loading: false,
    }
  }, [
    foyer.api,
    service.data,
    service.isPending,
    service.fetchStatus,
    native.data,
    native.isLoading,
    caipNetwork,
  ])
}

function fromService(balance: TokenBalance): WalletToken {
  return {
    name: balance.name,
    symbol: balance.symbol,
    iconUrl: balance.iconUrl,
    quantity: balance.quantity.numeric,
    value: balance.value,
    sendToken: toSendToken(balance),
  }
}
