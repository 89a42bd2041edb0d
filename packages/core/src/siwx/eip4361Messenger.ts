import { readCaipNetworkId } from '../caip/read.js'
import {
  formatSiwxMessage,
  type SiweMessageFields,
  type SiwxFamily,
  type SiwxMessageFields,
} from './eip4361.js'
import { SiwxMessageError } from './errors.js'
import type { SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxMessenger } from './types.js'

/** How long a sign-in lasts unless the host says otherwise: a week, so a returning visitor is still in. */
export const DEFAULT_SIGN_IN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export type SiwxMessengerParameters = {
  /** A fresh nonce from the party that will check the signature (at least 8 letters and digits). */
  getNonce(input: SiwxMessageInput): Promise<string>
  /** The domain asking (default: the page's host). */
  domain?: string | undefined
  /** The URI the sign-in is for (default: the page's origin). */
  uri?: string | undefined
  /** A line for the visitor to read (printable ASCII, no line break). */
  statement?: string | undefined
  /** The message's Expiration Time, this long after its Issued At (default 7 days; 0 leaves it out). */
  expiresInMs?: number | undefined
  resources?: string[] | undefined
}

/** The messenger's parameters under their first name, from when it wrote EIP-4361 messages only. */
export type Eip4361MessengerParameters = SiwxMessengerParameters

/** The message family of a CAIP-2 namespace, or undefined when Foyer writes none for it. */
export type SiwxFamilyOf = (namespace: string) => SiwxFamily | undefined

/**
 * Makes CAIP-122 messages in the family `familyOf` gives the account's namespace: EIP-4361 for EVM
 * accounts, its Solana flavour for Solana ones. `familyOf` is the namespace table's answer, handed in by
 * whoever loads this (`createSiwxMessenger`, `loadSiwx`), so that the sign-in chunk does not import the
 * table, a module of the page's first load (siwx/errors.ts says why that matters).
 */
export function createFamilyMessenger(
  parameters: SiwxMessengerParameters,
  familyOf: SiwxFamilyOf,
): SiwxMessenger {
  return {
    async createMessage(input) {
      const network = readCaipNetworkId(input.chainId)
      const family = network && familyOf(network.namespace)
      if (!family)
        throw new SiwxMessageError(`Foyer writes no sign-in message for ${input.chainId} accounts`)
      const page = typeof location === 'undefined' ? undefined : location
      const domain = parameters.domain ?? page?.host
      const uri = parameters.uri ?? page?.origin
      if (!domain || !uri)
        throw new SiwxMessageError('domain and uri are needed outside a browser page')
      const issued = Date.now()
      const lifetime = parameters.expiresInMs ?? DEFAULT_SIGN_IN_LIFETIME_MS
      const data: SiwxMessageData = {
        ...input,
        domain,
        uri,
        version: '1',
        nonce: await parameters.getNonce(input),
        statement: parameters.statement,
        issuedAt: new Date(issued).toISOString(),
        expirationTime: lifetime > 0 ? new Date(issued + lifetime).toISOString() : undefined,
        resources: parameters.resources,
      }
      // Written once now, so that fields the format refuses fail before the wallet is asked.
      const text = formatSiwxMessage(siwxFields(data, network.reference), family)
      const message: SiwxMessage = { ...data, toString: () => text }
      return message
    },
  }
}

/** The CAIP-122 fields of a SIWX message's data, with `reference` as the chain id (absent optional fields left out). */
export function siwxFields(data: SiwxMessageData, reference: string): SiwxMessageFields {
  const fields: SiwxMessageFields = {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId: reference,
    nonce: data.nonce,
    issuedAt: data.issuedAt ?? new Date().toISOString(),
  }
  if (data.statement !== undefined) fields.statement = data.statement
  if (data.expirationTime !== undefined) fields.expirationTime = data.expirationTime
  if (data.notBefore !== undefined) fields.notBefore = data.notBefore
  if (data.requestId !== undefined) fields.requestId = data.requestId
  if (data.resources !== undefined) fields.resources = data.resources
  return fields
}

/** The EIP-4361 fields of a SIWX message's data (absent optional fields left out). */
export function eip4361Fields(data: SiwxMessageData, chainId: number): SiweMessageFields {
  return { ...siwxFields(data, ''), chainId }
}
