// The fields of a sign-in message, as the formatter takes them and the parser gives them back.

/** The fields of an EIP-4361 message; an optional field that is absent is left out of the message. */
export type SiweMessageFields = {
  scheme?: string
  domain: string
  address: string
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * The chain family a message is written for, by the account name its header gives: 'Ethereum' (EIP-4361,
 * eip155 accounts) or 'Solana' (CAIP-122's Solana flavour). The namespace table says which namespace
 * writes which (`signIn` in namespaces/table.ts).
 */
export type SiwxFamily = 'Ethereum' | 'Solana'

/**
 * The fields of a CAIP-122 message of either family: EIP-4361's, with the chain id as the message writes
 * it, the CAIP-2 reference of the account's network ('1', or a Solana cluster's genesis hash prefix).
 */
export type SiwxMessageFields = Omit<SiweMessageFields, 'chainId'> & { chainId: string }

/** A message read back: its family (from the header) and its fields. */
export type ParsedSiwxMessage = { family: SiwxFamily; fields: SiwxMessageFields }
