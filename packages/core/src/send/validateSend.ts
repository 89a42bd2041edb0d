import { type ChainAdapter, canCheckAddresses } from '../adapter.js'
import type { KeyedText } from '../messages/displayText.js'
import type { SendState } from '../state/types.js'
import type { CaipNetwork } from '../types/caip.js'
import { isAddressFor } from '../utils/validate.js'
import { validateAmount } from '../utils/validateAmount.js'

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
