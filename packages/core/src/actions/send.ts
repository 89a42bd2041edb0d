import { type ChainAdapter, canCheckAddresses, canTransferTokens } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { SendError } from '../errors/send.js'
import { toWalletError } from '../errors/wallet.js'
import type { KeyedText } from '../messages/displayText.js'
import { supports } from '../namespaces/supports.js'
import { emptySendState } from '../state/initialState.js'
import type { SendState, SendToken } from '../state/types.js'
import type { CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import { isAddressFor } from '../utils/validate.js'
import { amountUnits, validateAmount } from '../utils/validateAmount.js'
import { trackTransaction } from './trackTransaction.js'

/**
 * Updates what the Send view holds (token, amount, receiver); clears its last error. A receiver typed
 * anew forgets the name the last one was resolved from.
 */
export function updateSend(
  foyer: FoyerContext,
  changes: Partial<
    Pick<
      SendState,
      | 'token'
      | 'sendTokenAmount'
      | 'receiverAddress'
      | 'receiverProfileName'
      | 'receiverProfileImageUrl'
      | 'error'
    >
  >,
): void {
  const forgetName =
    'receiverAddress' in changes && !('receiverProfileName' in changes)
      ? { receiverProfileName: undefined, receiverProfileImageUrl: undefined }
      : {}
  foyer.store.setState((state) => ({
    send: { ...state.send, error: undefined, ...forgetName, ...changes },
  }))
}

/** Empties the Send view (SPEC §4: on completion the send state resets). */
export function resetSend(foyer: FoyerContext): void {
  foyer.store.setState({ send: emptySendState() })
}

/** What to send: a token (or the chain's coin), an amount as the visitor typed it, and the receiver. */
export type SendTokensParameters = {
  token: SendToken | undefined
  amount: string
  to: string
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}
/** The transaction hash. */
export type SendTokensReturnType = string
export type SendTokensErrorType = SendError | BaseError

/**
 * What is wrong with the send as typed, or undefined when it can go ahead (SPEC §5 texts first). The amount
 * is read in the host's locale ('1,5' is a number where the comma is the decimal mark).
 */
export function validateSend(
  send: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
  network: CaipNetwork | undefined,
  locale?: string,
  /** The instance's adapters: the network's may check addresses further (EVM: the EIP-55 checksum). */
  adapters: readonly ChainAdapter[] = [],
): KeyedText | undefined {
  const typed = send.sendTokenAmount.trim()
  const receiver = send.receiverAddress.trim()
  if (!typed || !receiver) return { key: 'amountAndReceiverRequired' }
  if (!send.token) return { key: 'tokenRequired' }
  if (network && !isAddressFor(network.chainNamespace, receiver)) return { key: 'invalidReceiver' }
  const checker = adapters.find((adapter) => adapter.namespace === network?.chainNamespace)
  if (checker && canCheckAddresses(checker) && !checker.hasValidChecksum(receiver))
    return { key: 'receiverChecksum' }
  return validateAmount(typed, send.token, send.token.balance, locale)
}

/**
 * The most the visitor can send of a token: its whole balance for a token; for the chain's coin, the
 * balance less the network fee (with 20% headroom for the fee moving), so that Max never asks the wallet
 * for more than it can pay.
 */
export async function maxSendAmount(
  foyer: FoyerContext,
  { token, namespace }: { token: SendToken; namespace?: Namespace | undefined },
): Promise<string> {
  if (token.address) return token.balance
  const sender = senderOf(foyer, namespace)
  if (!sender) return token.balance
  const { adapter, network, from } = sender
  const fee = await adapter.estimateTransferFee({ from, to: from, amount: 1n, network })
  const max = parseUnits(token.balance, token.decimals) - (fee * 12n) / 10n
  return max > 0n ? formatUnits(max, token.decimals) : '0'
}

export type EstimateSendFeeParameters = SendTokensParameters
export type EstimateSendFeeReturnType = {
  value: bigint
  formatted: string
  symbol: string
  usd: number | undefined
}
export type EstimateSendFeeErrorType = SendError | BaseError

/** The network fee the send would cost now (the preview shows it). */
export async function estimateSendFee(
  foyer: FoyerContext,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const { adapter, network, from, token, amount, to } = prepare(foyer, parameters)
  const value = await adapter.estimateTransferFee({
    from,
    to,
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
 * Sends a token (SPEC §4 'Send'): the chain's coin as value with empty data, a token through its
 * transfer(receiver, amount). The transaction is tracked (at most 99) and, once mined, the balances and the
 * activity it changed are refetched. Returns the hash; what the modal shows next is the modal's business.
 */
export async function sendTokens(
  foyer: FoyerContext,
  parameters: SendTokensParameters,
): Promise<SendTokensReturnType> {
  const { adapter, network, token, amount, to } = prepare(foyer, parameters)
  let hash: string
  try {
    hash = token.address
      ? await adapter.transferToken({ token: token.address, to, amount, network })
      : await adapter.transferNative({ to, amount, network })
  } catch (cause) {
    throw toWalletError(cause)
  }
  void trackTransaction(foyer, adapter, hash, network)
  return hash
}

/** The adapter, network and address a namespace sends from, when it can send (SPEC §6) and is connected. */
function senderOf(foyer: FoyerContext, namespace: Namespace | undefined) {
  const state = foyer.store.getState()
  const ns = namespace ?? state.activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === ns)
  const network = ns ? state.networks[ns]?.caipNetwork : undefined
  const from = ns ? state.accounts[ns]?.address : undefined
  if (!adapter || !canTransferTokens(adapter) || !network || !from) return undefined
  return { adapter, network, from }
}

/** Checks the send and finds the adapter that can make it: only namespaces that support send (SPEC §4, §6). */
function prepare(foyer: FoyerContext, parameters: SendTokensParameters) {
  const state = foyer.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  if (!supports(namespace, 'send'))
    throw new SendError({ key: 'unsupportedChain' }, 'UNSUPPORTED_CHAIN')
  const sender = senderOf(foyer, namespace)
  if (!sender) {
    const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
    if (!adapter || !canTransferTokens(adapter))
      throw new SendError({ key: 'unsupportedChain' }, 'UNSUPPORTED_CHAIN')
    throw new NotConnectedError()
  }
  const { locale } = foyer.options
  const problem = validateSend(
    {
      token: parameters.token,
      sendTokenAmount: parameters.amount,
      receiverAddress: parameters.to,
    },
    sender.network,
    locale,
    foyer.adapters,
  )
  if (problem) throw new SendError(problem)
  const token = parameters.token as SendToken
  return {
    ...sender,
    token,
    to: parameters.to.trim(),
    amount: amountUnits(parameters.amount, token.decimals, locale),
  }
}
