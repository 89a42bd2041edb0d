import {
  type GetAccountTokensErrorType,
  getAccountTokensQueryOptions,
  type SendToken,
  type TokenBalance,
} from '@foyer/core'
import { toSendToken } from '@foyer/core/internal'
import { useMemo } from 'react'
import { useBalance } from './useBalance.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useQuery } from './useQuery.js'

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

export type UseAccountTokensReturnType = {
  tokens: WalletToken[]
  loading: boolean
  /** TokenBalanceUnavailableError when the service failed (no new attempt for 30 s, SPEC §4). */
  error: GetAccountTokensErrorType | null
}

/**
 * `getAccountTokens` as a hook: the connected account's tokens on its network: from the services when configured, else — and while they
 * fail, with `error` set — the native coin alone, read from the chain. Tokens with zero decimals are left
 * out (SPEC §3).
 */
export function useAccountTokens(): UseAccountTokensReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const address = account.isConnected ? account.address : undefined
  const caipNetworkId = caipNetwork?.caipNetworkId
  // Both are always asked for (hooks run unconditionally); without services the first is disabled, and
  // the native balance is the Account header's, already cached.
  const service = useQuery<TokenBalance[], GetAccountTokensErrorType>(
    getAccountTokensQueryOptions(foyer, { address, caipNetworkId }),
  )
  const native = useBalance()

  return useMemo(() => {
    if (foyer.api && !service.error)
      return {
        tokens: (service.data ?? []).map(fromService),
        loading: service.isPending && service.fetchStatus === 'fetching',
        error: null,
      }
    // Without the services, or while they fail: the chain's own coin, read from the chain (issue 21, #3) —
    // never "no tokens" for a wallet that holds some.
    const error = foyer.api ? service.error : null
    if (!native.data || !caipNetwork) return { tokens: [], loading: native.isLoading, error }
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
      error,
    }
  }, [
    foyer.api,
    service.data,
    service.isPending,
    service.fetchStatus,
    service.error,
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

/** @deprecated Renamed `useAccountTokens`, after its action `getAccountTokens`; kept for one release. */
export const useTokenBalances = useAccountTokens
/** @deprecated Renamed `UseAccountTokensReturnType`; kept for one release. */
export type UseTokenBalancesReturnType = UseAccountTokensReturnType
