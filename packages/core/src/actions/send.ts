import { canTransferTokens, type TransfersTokens } from '../adapter.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import { en, formatMessage } from '../messages/en.js'
import { routerReset } from '../router.js'
import { emptySendState } from '../state/initialState.js'
import type { FoyerState, SendState, SendToken } from '../state/types.js'
import type { CaipNetwork } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import { isAddressFor } from '../utils/validate.js'
import { getTokenBalances } from './getTokenBalances.js'
import { resetActivity } from './loadActivity.js'
import { showToast } from './toast.js'

/** A send that cannot go ahead, with the text to show (SPEC §5, §8). */
export class SendError extends BaseError {
  override name = 'SendError'
}

/** Updates what the Send view holds (token, amount, receiver); clears its last error. */
export function updateSend(
  foyer: FoyerContext,
  changes: Partial<Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>>,
): void {
  foyer.store.setState((state) => ({ send: { ...state.send, ...changes, error: undefined } }))
}

/** Empties the Send view (SPEC §4: on completion the send state resets). */
export function resetSend(foyer: FoyerContext): void {
  foyer.store.setState({ send: emptySendState() })
}

/** What is wrong with the send as typed, or undefined when it can go ahead (SPEC §5 texts first). */
export function validateSend(
  send: SendState,
  network: CaipNetwork | undefined,
): string | undefined {
  const amount = send.sendTokenAmount.trim()
  const receiver = send.receiverAddress.trim()
  if (!amount || !receiver) return en.amountAndReceiverRequired
  if (!send.token) return en.tokenRequired
  if (network && !isAddressFor(network.chainNamespace, receiver)) return en.invalidReceiver
  let units: bigint
  try {
    units = parseUnits(amount, send.token.decimals)
  } catch {
    return /^\d*\.?\d*$/.test(amount)
      ? formatMessage(en.tooManyDecimals, {
          symbol: send.token.symbol,
          decimals: send.token.decimals,
        })
      : en.invalidAmount
  }
  if (units <= 0n) return en.invalidAmount
  if (units > parseUnits(send.token.balance, send.token.decimals))
    return formatMessage(en.insufficientFunds, { symbol: send.token.symbol })
  return undefined
}

/**
 * The most the visitor can send of the chosen token: its whole balance for a token; for the chain's coin,
 * the balance less the network fee (with 20% headroom for the fee moving), so that Max never asks the wallet
 * for more than it can pay.
 */
export async function maxSendAmount(foyer: FoyerContext): Promise<string> {
  const state = foyer.store.getState()
  const token = state.send.token
  if (!token) return ''
  if (token.address) return token.balance
  const namespace = state.activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
  const network = namespace ? state.networks[namespace]?.caipNetwork : undefined
  const from = namespace ? state.accounts[namespace]?.address : undefined
  const balance = parseUnits(token.balance, token.decimals)
  if (!adapter || !canTransferTokens(adapter) || !network || !from) return token.balance
  const fee = await adapter.estimateTransferFee({ from, to: from, amount: 1n, network })
  const max = balance - (fee * 12n) / 10n
  return max > 0n ? formatUnits(max, token.decimals) : '0'
}

export type SendFee = { value: bigint; formatted: string; symbol: string; usd: number | undefined }

/** The network fee the send as typed would cost now (SPEC: the preview shows it). */
export async function estimateSendFee(foyer: FoyerContext): Promise<SendFee> {
  const { adapter, network, from, send, token, amount } = prepare(foyer)
  const value = await adapter.estimateTransferFee({
    from,
    to: send.receiverAddress.trim(),
    amount,
    token: token.address,
    network,
  })
  const formatted = formatUnits(value, network.nativeCurrency.decimals)
  const nativePrice = token.address ? undefined : token.price
  return {
    value,
    formatted,
    symbol: network.nativeCurrency.symbol,
    usd: nativePrice === undefined ? undefined : Number(formatted) * nativePrice,
  }
}

/**
 * Sends the token as typed (SPEC §4 'Send'): the chain's coin as value with empty data, a token through its
 * transfer(receiver, amount). Loading meanwhile; on success the state resets and the view returns to
 * Account, the transaction is tracked (at most 99) and balances refresh once it is mined. On failure
 * (a wallet rejection included) the error is shown and what the visitor typed is kept.
 */
export async function sendTokens(foyer: FoyerContext): Promise<string> {
  foyer.store.setState((state) => ({ send: { ...state.send, loading: true, error: undefined } }))
  try {
    const { adapter, network, send, token, amount } = prepare(foyer)
    const to = send.receiverAddress.trim()
    const hash = token.address
      ? await adapter.transferToken({ token: token.address, to, amount, network })
      : await adapter.transferNative({ to, amount, network })
    foyer.store.setState((state) => ({
      send: { ...emptySendState(), lastHash: hash },
      pendingTransactions: [
        ...state.pendingTransactions,
        { hash, caipNetworkId: network.caipNetworkId, status: 'pending' as const },
      ].slice(-PENDING_TRANSACTIONS_LIMIT),
      router: state.open ? routerReset('Account') : state.router,
    }))
    showToast(foyer, { variant: 'success', message: en.sent })
    void settle(foyer, adapter, hash, network)
    return hash
  } catch (cause) {
    const error = cause instanceof SendError ? cause : toWalletError(cause)
    foyer.store.setState((state) => ({
      send: { ...state.send, loading: false, error: error.shortMessage },
    }))
    throw error
  }
}

/** Follows a sent transaction until mined, then refreshes the balances it changed (SPEC §4). */
async function settle(
  foyer: FoyerContext,
  adapter: TransfersTokens,
  hash: string,
  network: CaipNetwork,
) {
  const status = await adapter
    .waitForTransaction({ hash, network })
    .catch(() => 'reverted' as const)
  foyer.store.setState((state) => ({
    pendingTransactions: state.pendingTransactions.map((tx) =>
      tx.hash === hash ? { ...tx, status } : tx,
    ),
  }))
  // The history now has this send: Activity starts again from its first page.
  resetActivity(foyer)
  // The service caches balances for 30 s: have it read the chain again before the modal refetches.
  const address = foyer.store.getState().accounts[network.chainNamespace]?.address
  if (foyer.api && address)
    await getTokenBalances(foyer, {
      address,
      caipNetworkId: network.caipNetworkId,
      forceUpdate: true,
    }).catch(() => undefined)
  await foyer.queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'foyer' && BALANCE_QUERIES.includes(String(query.queryKey[1])),
  })
}

/** Query keys (second part) of the balances a send changes. */
const BALANCE_QUERIES = ['balance', 'tokenBalances', 'accountTokens']

/** Checks the send and finds the adapter that can make it: eip155 and solana only (SPEC §4). */
function prepare(foyer: FoyerContext) {
  const state: FoyerState = foyer.store.getState()
  const namespace = state.activeNamespace
  if (namespace !== 'eip155' && namespace !== 'solana') throw new SendError(en.unsupportedChain)
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
  if (!adapter || !canTransferTokens(adapter)) throw new SendError(en.unsupportedChain)
  const network = state.networks[namespace]?.caipNetwork
  const from = state.accounts[namespace]?.address
  if (!network || !from) throw new NotConnectedError()
  const send = state.send
  const problem = validateSend(send, network)
  if (problem) throw new SendError(problem)
  const token = send.token as SendToken
  return {
    adapter,
    network,
    from,
    send,
    token,
    amount: parseUnits(send.sendTokenAmount.trim(), token.decimals),
  }
}
