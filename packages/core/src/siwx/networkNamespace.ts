import { readCaipNetworkId } from '../caip/read.js'
import { SiwxError } from './errors.js'

/**
 * The namespace of a network id the sign-in code is handed (a session's, a host's `getSessions` call), or a
 * SiwxError when the id is not CAIP-2: a session on no network matches no verifier and no account.
 */
export function networkNamespace(chainId: string): string {
  const network = readCaipNetworkId(chainId)
  if (!network)
    throw new SiwxError(
      'Invalid network id',
      `${JSON.stringify(String(chainId)).slice(0, 80)} is not a CAIP-2 network id (namespace:reference)`,
      'INVALID_CAIP_ID',
    )
  return network.namespace
}
