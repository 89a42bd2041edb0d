import type { CaipNetworkId } from '../types/caip.js'

/*
 * Sign-in with the wallet (SIWX, CAIP-122): the shapes a host's `siwx` option is made of. The names follow
 * the ones hosts know from other kits, so a SIWX object written for one works here.
 */

/** What a message is made for: the account that signs it and the network it is on. */
export type SiwxMessageInput = {
  /** CAIP-2 network id of the account's network ('eip155:1'). */
  chainId: CaipNetworkId
  /** The account's address, plain (not CAIP-10). */
  accountAddress: string
}

/** The fields of a sign-in message (CAIP-122; EIP-4361 for EVM accounts). Times are RFC 3339 strings. */
export type SiwxMessageData = SiwxMessageInput & {
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A message ready to sign: its fields, and `toString()` for the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A sign-in session (SPEC §3): the message's fields, the signed text, the signature, an optional CACAO. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * What the `siwx` option takes: where messages come from and where sessions are kept and checked. Foyer
 * asks `getSessions` whenever an account connects or changes network, shows the sign-in step when it
 * answers none, and calls `addSession` with what the wallet signed.
 */
export type SiwxConfig = {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Checks and keeps a session; throws when it is not valid. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every kept session; `[]` signs out. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The valid sessions of an account on a network; none means the visitor must sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** True: a visitor who will not sign in is disconnected. False: they stay connected, not signed in. */
  getRequired?(): boolean
  /** Sign out when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
}

/** Makes the messages a SIWX config asks the wallet to sign (`createSiwx`'s `messenger`). */
export type SiwxMessenger = {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
}

/** Checks sessions of one namespace (`createSiwx`'s `verifiers`): their signature and their fields. */
export type SiwxVerifier = {
  /** The namespace whose sessions it checks (CAIP-2's first part). */
  namespace: string
  verify(session: SiwxSession): Promise<boolean>
}

/** Keeps sessions (`createSiwx`'s `storage`). */
export type SiwxStorage = {
  add(session: SiwxSession): Promise<void>
  set(sessions: SiwxSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}

/**
 * The legacy Sign-In with Ethereum config (`siweConfig`), as hosts wrote it for other kits; Foyer maps it
 * onto a SIWX config (`siwx/fromSiweConfig.ts`).
 */
export type SiweConfig = {
  /** Fields of the message beyond account, chain, nonce and version; the page's host and origin by default. */
  getMessageParams?: (() => Promise<SiweMessageParams>) | undefined
  /** The text to sign. Without it Foyer writes the EIP-4361 message itself. */
  createMessage?: ((args: SiweCreateMessageArgs) => string) | undefined
  getNonce: (address?: string) => Promise<string>
  /** The host's current session, or null when nobody is signed in. */
  getSession: () => Promise<SiweSession | null>
  /** Checks a signed message on the host's side (and signs the visitor in there). */
  verifyMessage: (args: { message: string; signature: string; cacao?: unknown }) => Promise<boolean>
  signOut: () => Promise<boolean>
  onSignIn?: ((session?: SiweSession) => void) | undefined
  onSignOut?: (() => void) | undefined
  /** Off: sign-in is not asked for at all. */
  enabled?: boolean | undefined
  /** Whether a visitor who will not sign in is disconnected (default true). */
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

/** The host's session in the legacy SIWE config. */
export type SiweSession = { address: string; chainId: number }

/** Message fields a legacy SIWE config may give. */
export type SiweMessageParams = {
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  chains?: number[] | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** What a legacy SIWE config's `createMessage` receives: `address` is a DID (`did:pkh:eip155:1:0x…`). */
export type SiweCreateMessageArgs = {
  domain: string
  uri: string
  address: string
  version: '1'
  nonce: string
  chainId: number
  iat: string
  statement?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}
