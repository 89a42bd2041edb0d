// What the swap actions share: who swaps, on which network, through which service; the swap token's
// balance; and how a built transaction reaches the wallet.
import { getTokenBalances } from '../actions/getTokenBalances.js'
import { canSendTransactions } from '../adapter.js'
import type { SwapToken, SwapTransaction } from '../api/convertSchemas.js'
import { NotConnectedError } from '../errors/connection.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { SwapError } from '../errors/swap.js'
import { toWalletError } from '../errors/toWalletError.js'
import { supports } from '../namespaces/supports.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits } from '../utils/units.js'
import { isNativeSwapToken } from './swapInput.js'

/**
 * The active namespace's swapper: its network, its connected address, the adapter that sends and the
 * service that quotes. Throws 'Network not supported for Swaps' where the namespace has no swaps (SPEC §6,
 * §8) or its adapter cannot send a built transaction.
 */
export function swapperOf(foyer: FoyerContext) {
  const state = foyer.store.getState()
  const namespace = state.activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
  if (!namespace || !supports(namespace, 'swaps') || !adapter || !canSendTransactions(adapter))
    throw new SwapError({ key: 'swapsUnsupportedNetwork' }, 'UNSUPPORTED_CHAIN')
  if (!foyer.api) throw new ServiceNotConfiguredError('Swaps')
  const network = state.networks[namespace]?.caipNetwork
  const address = state.accounts[namespace]?.address
  if (!network || !address || state.accounts[namespace]?.status !== 'connected')
    throw new NotConnectedError()
  return { api: foyer.api, adapter, network, address }
}

/** The network's gas prices (wei, as decimal strings) as the swap service reads them. */
export function swapGasPrice({
  api,
  network,
}: Pick<ReturnType<typeof swapperOf>, 'api' | 'network'>) {
  return api.request('/v1/convert/gas-price', 'swapGasPrice', {
    query: { chainId: network.caipNetworkId },
  })
}

/**
 * The balance of a swap token as an exact decimal, read now: the coin from the chain, a token from the
 * data service (which reads the chain; kept 30 s, refreshed after every transaction of the modal).
 */
export async function swapBalanceOf(
  foyer: FoyerContext,
  { adapter, network, address }: ReturnType<typeof swapperOf>,
  token: SwapToken,
): Promise<string> {
  if (isNativeSwapToken(token)) {
    const { value } = await adapter.getBalance({ address, network })
    return formatUnits(value, token.decimals)
  }
  const balances = await getTokenBalances(foyer, { address, caipNetworkId: network.caipNetworkId })
  const held = balances.find(
    (balance) => balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
  return held?.quantity.numeric ?? '0'
}

/**
 * Sends a transaction the swap service built, once it is what the visitor asked for: from their address,
 * with the value they pay (the coin) or none. The wallet shows it; a rejection becomes a wallet error.
 */
export async function sendBuiltTransaction(
  { adapter, network, address }: ReturnType<typeof swapperOf>,
  tx: SwapTransaction,
  value: bigint,
): Promise<string> {
  if (tx.from.toLowerCase() !== address.toLowerCase() || BigInt(tx.value) !== value)
    throw new SwapError({ key: 'swapBuiltWrong' })
  try {
    return await adapter.sendTransaction({
      to: tx.to,
      data: tx.data,
      value,
      gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
      network,
    })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
