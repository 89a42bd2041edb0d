import { isCaipAssetId, parseCaipAssetId } from '../caip/assetId.js'
import { formatCaipNetworkId } from '../caip/networkId.js'
import { PayError } from '../errors/pay.js'
import { isAddressFor } from '../namespaces/familyRules.js'
import type { CaipNetwork } from '../types/caip.js'
import type { Payment, PayParameters } from './types.js'

/**
 * Checks what a host asks to be paid, before anything is shown or signed: the network is one of the app's,
 * the asset is on it, the amount is a positive decimal and the recipient an address of the network's
 * family (SPEC §5); otherwise a PayError says which.
 */
export function parsePayment(parameters: PayParameters, networks: readonly CaipNetwork[]): Payment {
  const network = networks.find((candidate) => candidate.caipNetworkId === parameters?.network)
  if (!network) throw new PayError({ key: 'payUnsupportedNetwork' }, 'UNSUPPORTED_NETWORK')
  const asset = isCaipAssetId(parameters.asset) ? parseCaipAssetId(parameters.asset) : undefined
  // A coin (slip44) or a fungible token of the network; an id with a token id names one NFT.
  const kind = asset?.tokenId === undefined ? asset?.assetNamespace : undefined
  const coin = kind === 'slip44'
  const token = kind === 'erc20' || kind === 'token'
  if (!asset || formatCaipNetworkId(asset) !== parameters.network || (!coin && !token))
    throw new PayError({ key: 'payInvalid' }, 'INVALID_PAYMENT')
  if (token && !isAddressFor(network.chainNamespace, asset.assetReference))
    throw new PayError({ key: 'payInvalid' }, 'INVALID_PAYMENT')
  const amount =
    typeof parameters.amount === 'number' ? decimal(parameters.amount) : parameters.amount
  if (
    typeof amount !== 'string' ||
    !/^\d{1,30}(\.\d{1,30})?$/.test(amount) ||
    !/[1-9]/.test(amount)
  )
    throw new PayError({ key: 'payInvalid' }, 'INVALID_PAYMENT')
  const recipient = typeof parameters.recipient === 'string' ? parameters.recipient.trim() : ''
  if (!isAddressFor(network.chainNamespace, recipient))
    throw new PayError({ key: 'invalidReceiver' }, 'INVALID_RECIPIENT')
  return {
    recipient,
    amount,
    network,
    asset: parameters.asset,
    token: token ? asset.assetReference : undefined,
  }
}

/** A number as a plain decimal (no exponent), or undefined when it cannot be one. */
function decimal(value: number): string | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}
