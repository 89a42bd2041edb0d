import { canSendTransactions } from '../adapter.js'
import type { SwapToken, SwapTransaction } from '../api/convertSchemas.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { NotConnectedError } from '../errors/connection.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { SwapError } from '../errors/swap.js'
import { toWalletError } from '../errors/wallet.js'
import type { KeyedText } from '../messages/displayText.js'
import { supports } from '../namespaces/supports.js'
import type { CaipNetwork } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits } from '../utils/units.js'
import { getTokenBalances } from './getTokenBalances.js'
import { amountUnits, validateAmount } from './validateAmount.js'

// What the swap actions share: who swaps, on which network, through which service; the checks every swap
// call makes first; and how a built transaction reaches the wallet.

/** A swap: the token paid with, the one received (as the swap service lists them), and how much is paid. */
export type SwapInput = {
  fromToken: SwapToken
  toToken: SwapToken
  /** The amount of `fromToken` as the visitor typed it (the host's locale). */
  amount: string
}

/** True for the chain's own coin (the swap service names it 0xeeee…eeee). */
export function isNativeSwapToken(token: SwapToken): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
}

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
 * Checks a swap as the visitor set it up (two different tokens on the connected network, an amount the
 * token can hold, no more than `balance` when given) and returns the amount in the smallest unit.
 */
export function checkSwap(
  { fromToken, toToken, amount }: Partial<SwapInput>,
  network: CaipNetwork,
  balance?: string,
  locale?: string,
): bigint {
  const problem = validateSwap(
    { fromToken, toToken, amount: amount ?? '' },
    network,
    balance,
    locale,
  )
  if (problem) throw new SwapError(problem)
  return amountUnits(amount as string, (fromToken as SwapToken).decimals, locale)
}

/**
 * What is wrong with the swap as set up, or undefined when it can be quoted (SPEC §5 texts for the
 * amount). With `balance`, an amount above it is wrong too; without, it is not checked.
 */
export function validateSwap(
  {
    fromToken,
    toToken,
    amount,
  }: { fromToken?: SwapToken | undefined; toToken?: SwapToken | undefined; amount: string },
  network: CaipNetwork | undefined,
  balance?: string,
  locale?: string,
): KeyedText | undefined {
  if (!fromToken || !toToken) return { key: 'swapTokensRequired' }
  if (fromToken.address.toLowerCase() === toToken.address.toLowerCase())
    return { key: 'swapSameToken' }
  const prefix = `${network?.caipNetworkId}:`
  if (!network || !fromToken.address.startsWith(prefix) || !toToken.address.startsWith(prefix))
    return { key: 'swapWrongNetwork' }
  if (!amount.trim()) return { key: 'swapEnterAmount' }
  return validateAmount(amount, fromToken, balance, locale)
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
