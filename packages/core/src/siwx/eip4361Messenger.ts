import { formatSiweMessage, type SiweMessageFields } from './eip4361.js'
import { SiweMessageError } from './errors.js'
import type { SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxMessenger } from './types.js'

/** How long a sign-in lasts unless the host says otherwise: a week, so a returning visitor is still in. */
export const DEFAULT_SIGN_IN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export type Eip4361MessengerParameters = {
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

/** Makes EIP-4361 (Sign-In with Ethereum) messages for EVM accounts. */
export function createEip4361Messenger(parameters: Eip4361MessengerParameters): SiwxMessenger {
  return {
    async createMessage(input) {
      // EVM networks only (the sign-in action asks the namespace table first): a decimal chain id.
      const reference = input.chainId.split(':')[1] ?? ''
      if (!/^[1-9][0-9]*$/.test(reference))
        throw new SiweMessageError(`${input.chainId} is not an EVM network`)
      const page = typeof location === 'undefined' ? undefined : location
      const domain = parameters.domain ?? page?.host
      const uri = parameters.uri ?? page?.origin
      if (!domain || !uri)
        throw new SiweMessageError('domain and uri are needed outside a browser page')
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
      const fields = eip4361Fields(data, Number(reference))
      // Written once now, so that fields EIP-4361 refuses fail before the wallet is asked.
      const text = formatSiweMessage(fields)
      const message: SiwxMessage = { ...data, toString: () => text }
      return message
    },
  }
}

/** The EIP-4361 fields of a SIWX message's data (absent optional fields left out). */
export function eip4361Fields(data: SiwxMessageData, chainId: number): SiweMessageFields {
  const fields: SiweMessageFields = {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId,
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
