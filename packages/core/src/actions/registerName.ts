import type { NameRecord } from '../api/schemas.js'
import type { BaseError } from '../errors/base.js'
import {
  InvalidNameError,
  NameRegistrationUnreadyError,
  NameServiceError,
} from '../errors/names.js'
import { CapabilityNotSupportedError } from '../errors/walletActions.js'
import { supports } from '../namespaces/supports.js'
import { applyProfileName } from '../state/walletActionWrites.js'
import type { FoyerContext } from '../types/instance.js'
import { coinTypeOfChain, isValidNameLabel } from '../utils/names.js'
import { signMessage } from './signMessage.js'

export type RegisterNameParameters = {
  /** The full name, as a suggestion gave it (`alice.foyer.id`): the service's current suffix. */
  name: string
}
export type RegisterNameReturnType = NameRecord
export type RegisterNameErrorType = BaseError

/**
 * Registers a wallet name for the connected EVM account (SPEC §4 'Name registration'): the wallet signs a
 * message with the name, attributes and a timestamp in seconds, the service checks the signature on the
 * account's chain (its ENSIP-11 coin type) and records the name, and the account's profile name is set.
 */
export async function registerName(
  foyer: FoyerContext,
  { name }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const label = name.split('.')[0] ?? ''
  if (!isValidNameLabel(label)) throw new InvalidNameError()
  const state = foyer.store.getState()
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const network = namespace ? state.networks[namespace]?.caipNetwork : undefined
  // SPEC §8's texts, in its order: the network, then the address.
  if (!namespace || !network) throw new NameRegistrationUnreadyError({ network: true })
  // SPEC §6: names are for EVM accounts only.
  if (!supports(namespace, 'names'))
    throw new CapabilityNotSupportedError(namespace, 'register names')
  if (account?.status !== 'connected' || !account.address)
    throw new NameRegistrationUnreadyError({ address: true, namespace })
  const address = account.address
  const coinType = coinTypeOfChain(Number(network.id))
  if (!foyer.api) throw new NameServiceError('nameRegisterFailed', undefined)
  const message = JSON.stringify({
    name: name.toLowerCase(),
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const signature = await signMessage(foyer, { message, namespace })
  let record: NameRecord
  try {
    record = await foyer.api.request('/v1/profile/account', 'nameRecord', {
      method: 'POST',
      body: { coin_type: coinType, address, message, signature },
    })
  } catch (cause) {
    throw new NameServiceError('nameRegisterFailed', cause)
  }
  applyProfileName(foyer, { namespace, address, profileName: record.name })
  // The account's name shows wherever its address would: read the identity and the lookups again.
  await foyer.queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'foyer' &&
      ['identity', 'namesForAddress', 'nameSuggestions'].includes(String(query.queryKey[1])),
  })
  return record
}
