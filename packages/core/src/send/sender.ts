// What the send actions share: who sends (adapter, network, address) and the send checked and in units.
import { canTransferTokens } from '../adapter.js'
import { NotConnectedError } from '../errors/connection.js'
import { SendError } from '../errors/send.js'
import { supports } from '../namespaces/supports.js'
import type { SendToken } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { amountUnits } from '../utils/validateAmount.js'
import { validateSend } from './validateSend.js'

/** What to send: a token (or the chain's coin), an amount as the visitor typed it, and the receiver. */
export type SendInput = {
  token: SendToken | undefined
  amount: string
  to: string
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}

/** The adapter, network and address a namespace sends from, when it can send (SPEC §6) and is connected. */
export function senderOf(foyer: FoyerContext, namespace: Namespace | undefined) {
  const state = foyer.store.getState()
  const ns = namespace ?? state.activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === ns)
  const network = ns ? state.networks[ns]?.caipNetwork : undefined
  const from = ns ? state.accounts[ns]?.address : undefined
  if (!adapter || !canTransferTokens(adapter) || !network || !from) return undefined
  return { adapter, network, from }
}

/** Checks the send and finds the adapter that can make it: only namespaces that support send (SPEC §4, §6). */
export function prepareSend(foyer: FoyerContext, parameters: SendInput) {
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
