import { isEmail, isEvmAddress, isSolanaAddress } from '@foyer/core'
import {
  array,
  boolean,
  check,
  type GenericSchema,
  type InferOutput,
  integer,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nullable,
  number,
  optional,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  strictObject,
  string,
  union,
  unknown,
} from 'valibot'
import { MAX_MESSAGE_BYTES, REQUEST_ID } from './constants.js'

// The embedded wallet's messages (SPEC §3 'Embedded-wallet message'): the host sends an app event with a
// random id; the frame answers with that event's SUCCESS or ERROR carrying the same id. Every message, in
// both directions, is checked against the strict schemas below: unknown fields, wrong types, unknown
// events and oversized messages are refused (SPEC §5 'Message shapes are validated strictly').

const text = (max: number) => pipe(string(), maxLength(max))
// Checked further with @foyer/core's one e-mail rule (isEmail), which the auth service applies too.
const email = pipe(string(), maxLength(254))
const chainId = union([pipe(string(), minLength(1), maxLength(64)), number()])
const otp = pipe(string(), regex(/^\d{6}$/))
const preferredAccountType = picklist(['eoa', 'smartAccount'])
// SPEC §5's address rules (@foyer/core's), an EVM address with its '0x'.
const hexAddress = pipe(
  string(),
  check((value) => value.startsWith('0x') && isEvmAddress(value)),
)
const solanaAddress = pipe(string(), check(isSolanaAddress))
/** GET_USER answers for an EVM chain or, asked with a `solana:` chain id, for a Solana cluster. */
const accountAddress = union([hexAddress, solanaAddress])
const socialProvider = picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** Who a session was opened through: a social provider, or Farcaster. */
const signInProvider = picklist([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
])

/** Who signed in through a provider: the provider, and what it told of them. */
const signedIn = strictObject({
  email: optional(text(254)),
  userName: optional(text(256)),
  socialProvider: signInProvider,
})

const rpcRequest = strictObject({
  method: pipe(string(), regex(/^[A-Za-z0-9_]{1,64}$/)),
  params: optional(union([array(unknown()), record(string(), unknown())])),
  chainId: optional(chainId),
})
/** A device's name in the account's list (the auth service's, never the frame's device id). */
const deviceRef = pipe(string(), regex(/^[A-Za-z0-9_-]{22}$/))
/** A time the auth service wrote (an ISO 8601 string). */
const isoTime = text(64)
/** One of the account's devices, as the Account view lists it. */
const device = strictObject({
  id: deviceRef,
  approvedAt: isoTime,
  lastUsedAt: nullable(isoTime),
  current: boolean(),
  waiting: boolean(),
})
/** An approval's id: 32 hex characters from the frame's CSPRNG. */
const approvalId = pipe(string(), regex(/^[0-9a-f]{32}$/))
/** One of the account's passkeys: its credential id (base64url) and when it was added and last used. */
const passkey = strictObject({
  id: pipe(string(), regex(/^[A-Za-z0-9_-]{16,1366}$/)),
  createdAt: isoTime,
  lastUsedAt: nullable(isoTime),
})

/** Every app event, its payload's schema, and the schema of its SUCCESS payload. */
export const APP_EVENTS = {
  SWITCH_NETWORK: {
    payload: strictObject({ chainId }),
    result: strictObject({ chainId }),
  },
  CONNECT_EMAIL: {
    payload: strictObject({ email }),
    // CONNECT: this device already holds the session of this e-mail (SPEC §4's embedded login steps).
    result: strictObject({ action: picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: {
    payload: strictObject({}),
    result: strictObject({ action: picklist(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  },
  CONNECT_OTP: { payload: strictObject({ otp }), result: strictObject({}) },
  CONNECT_SOCIAL: { payload: strictObject({ uri: text(4096) }), result: signedIn },
  // The sign-in link for a Farcaster client (shown as a QR code); CONNECT_FARCASTER waits until it signed.
  GET_FARCASTER_URI: { payload: strictObject({}), result: strictObject({ url: text(4096) }) },
  CONNECT_FARCASTER: { payload: strictObject({}), result: signedIn },
  GET_SOCIAL_REDIRECT_URI: {
    // `returnTo`: the page the provider sends the visitor back to (its origin must be the verified parent's).
    payload: strictObject({ provider: socialProvider, returnTo: text(2048) }),
    result: strictObject({ uri: text(4096) }),
  },
  GET_USER: {
    payload: strictObject({
      chainId: optional(chainId),
      preferredAccountType: optional(preferredAccountType),
    }),
    // SPEC §3 'Embedded-wallet session reply'.
    result: strictObject({
      // A social login's account may have no e-mail address.
      email: optional(text(254)),
      socialProvider: optional(signInProvider),
      address: accountAddress,
      chainId,
      accounts: optional(
        array(strictObject({ address: accountAddress, type: preferredAccountType })),
      ),
      userName: optional(text(256)),
      smartAccountDeployed: boolean(),
      preferredAccountType,
    }),
  },
  SIGN_OUT: { payload: strictObject({}), result: strictObject({}) },
  IS_CONNECTED: {
    payload: strictObject({ token: optional(text(512)) }),
    result: strictObject({ isConnected: boolean() }),
  },
  GET_CHAIN_ID: { payload: strictObject({}), result: strictObject({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: strictObject({}),
    result: strictObject({ smartAccountEnabledNetworks: array(number()) }),
  },
  INIT_SMART_ACCOUNT: {
    payload: strictObject({}),
    result: strictObject({ address: hexAddress, isDeployed: boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: strictObject({ type: preferredAccountType }),
    result: strictObject({ type: preferredAccountType, address: hexAddress }),
  },
  RPC_REQUEST: {
    payload: rpcRequest,
    result: strictObject({ result: unknown() }),
  },
  // A signing request (docs/embedded-wallet.md 'Approval'): the frame prepares exactly what it would sign and
  // holds it under a fresh id; only the visitor's click in the approval page (the auth service's own
  // document, shown inside the modal) releases it. AWAIT_APPROVAL answers with the request's result once
  // approved and done, or with code 4001 when declined or cancelled. The host can cancel; it cannot approve.
  PREPARE_APPROVAL: {
    payload: rpcRequest,
    result: strictObject({ approvalId }),
  },
  AWAIT_APPROVAL: {
    payload: strictObject({ approvalId }),
    result: strictObject({ result: unknown() }),
  },
  CANCEL_APPROVAL: { payload: strictObject({ approvalId }), result: strictObject({}) },
  // Passkeys (docs/embedded-wallet.md 'Passkeys'): like an approval, a ceremony runs in a page of the wallet's
  // origin (the passkey page, shown inside the modal), where the browser's own passkey dialog follows the
  // visitor's click; the host prepares it, waits for it, or cancels it. 'add' guards the wallet with a new
  // passkey; 'sign-in' signs in with one (and opens the wallet on a new device); 'unlock' opens a wallet
  // whose login answered PASSKEY_REQUIRED_CODE.
  PREPARE_PASSKEY: {
    payload: strictObject({ ceremony: picklist(['add', 'sign-in', 'unlock']) }),
    result: strictObject({ ceremonyId: approvalId }),
  },
  AWAIT_PASSKEY: { payload: strictObject({ ceremonyId: approvalId }), result: strictObject({}) },
  CANCEL_PASSKEY: { payload: strictObject({ ceremonyId: approvalId }), result: strictObject({}) },
  LIST_PASSKEYS: {
    payload: strictObject({}),
    result: strictObject({ passkeys: pipe(array(passkey), maxLength(256)) }),
  },
  UPDATE_EMAIL: {
    payload: strictObject({ email }),
    result: strictObject({ action: literal('VERIFY_PRIMARY_OTP') }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: strictObject({ otp }),
    result: strictObject({ action: literal('VERIFY_SECONDARY_OTP') }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: strictObject({ otp }),
    result: strictObject({ email: text(254) }),
  },
  // The account's devices (approved, or approved and waiting to take effect), newest first; removing one
  // ends its approval and its sessions.
  LIST_DEVICES: {
    payload: strictObject({}),
    result: strictObject({ devices: pipe(array(device), maxLength(256)) }),
  },
  REVOKE_DEVICE: { payload: strictObject({ id: deviceRef }), result: strictObject({}) },
  SYNC_THEME: {
    payload: strictObject({
      themeMode: picklist(['light', 'dark']),
      themeVariables: optional(record(pipe(string(), maxLength(64)), text(256))),
    }),
    result: strictObject({}),
  },
  SYNC_DAPP_DATA: {
    payload: strictObject({
      projectId: text(128),
      sdkVersion: text(64),
      metadata: optional(
        strictObject({
          name: text(256),
          description: text(1024),
          url: text(2048),
          icons: array(text(2048)),
        }),
      ),
    }),
    result: strictObject({}),
  },
  RELOAD: { payload: strictObject({}), result: strictObject({}) },
} as const satisfies Record<string, { payload: GenericSchema; result: GenericSchema }>

/** An app event's name. */
export type AppEventType = keyof typeof APP_EVENTS
export const APP_EVENT_TYPES = Object.keys(APP_EVENTS) as AppEventType[]

/** What an app event carries. */
export type AppEventPayload<T extends AppEventType> = InferOutput<(typeof APP_EVENTS)[T]['payload']>
/** What an app event's SUCCESS carries. */
export type AppEventResult<T extends AppEventType> = InferOutput<(typeof APP_EVENTS)[T]['result']>

/** A request from the host to the frame. */
export type AppMessage = { id: string; type: AppEventType; payload: Record<string, unknown> }

/** What the frame sends: an answer to a request, or one of its own events. */
export type FrameMessage =
  | { id: string; type: `${AppEventType}_SUCCESS`; payload: Record<string, unknown> }
  | {
      id: string
      type: `${AppEventType}_ERROR`
      payload: { message?: string | undefined; code?: number | undefined }
    }
  | { type: 'FRAME_READY'; payload: { version?: string | undefined } }
  | { type: 'UNVERIFIED_DOMAIN'; payload: Record<string, never> }

const id = pipe(string(), regex(REQUEST_ID))
// `code`: the EIP-1193 / JSON-RPC code of a refused request (4001 declined, 4100, 4200, 4902, -32602…).
const errorPayload = strictObject({
  message: optional(text(1000)),
  code: optional(pipe(number(), integer(), minValue(-32768), maxValue(99999))),
})

/** Why a message was refused, or undefined when it is one of the protocol's. */
export type Refusal = { reason: string }

/** Checks a message from the host (the frame's side). Returns the message, typed, or why it was refused. */
export function parseAppMessage(data: unknown): AppMessage | Refusal {
  const sized = checkSize(data)
  if (sized) return sized
  const envelope = safeParse(
    strictObject({ id, type: picklist(APP_EVENT_TYPES), payload: record(string(), unknown()) }),
    data,
  )
  if (!envelope.success) return { reason: 'not an app event' }
  const { type, payload } = envelope.output
  const checked = safeParse(APP_EVENTS[type].payload as GenericSchema, payload)
  if (!checked.success) return { reason: `${type}: ${checked.issues[0]?.message ?? 'bad payload'}` }
  if (
    (type === 'CONNECT_EMAIL' || type === 'UPDATE_EMAIL') &&
    !isEmail((payload as { email: unknown }).email)
  )
    return { reason: `${type}: not an e-mail address` }
  return { id: envelope.output.id, type, payload: checked.output as Record<string, unknown> }
}

/**
 * Checks a message from the frame (the host's side) against the request it answers: `expected` maps the
 * ids waiting for an answer to their event. Returns the message, typed, or why it was refused.
 */
export function parseFrameMessage(
  data: unknown,
  expected: (id: string) => AppEventType | undefined,
): FrameMessage | Refusal {
  const sized = checkSize(data)
  if (sized) return sized
  const ready = safeParse(
    strictObject({
      type: literal('FRAME_READY'),
      payload: strictObject({ version: optional(text(32)) }),
    }),
    data,
  )
  if (ready.success) return ready.output as FrameMessage
  const unverified = safeParse(
    strictObject({ type: literal('UNVERIFIED_DOMAIN'), payload: strictObject({}) }),
    data,
  )
  if (unverified.success) return unverified.output as FrameMessage
  const envelope = safeParse(
    strictObject({ id, type: pipe(string(), maxLength(64)), payload: unknown() }),
    data,
  )
  if (!envelope.success) return { reason: 'not a frame event' }
  const requested = expected(envelope.output.id)
  if (!requested) return { reason: 'no request waits for this id' }
  const { type, payload } = envelope.output
  if (type === `${requested}_ERROR`) {
    const error = safeParse(errorPayload, payload)
    if (!error.success) return { reason: `${type}: bad error payload` }
    return { id: envelope.output.id, type, payload: error.output } as FrameMessage
  }
  if (type !== `${requested}_SUCCESS`) return { reason: `${type} does not answer ${requested}` }
  const result = safeParse(APP_EVENTS[requested].result as GenericSchema, payload)
  if (!result.success) return { reason: `${type}: ${result.issues[0]?.message ?? 'bad payload'}` }
  return { id: envelope.output.id, type, payload: result.output } as FrameMessage
}

/** True when parsing refused the message. */
export function isRefusal(value: object): value is Refusal {
  return 'reason' in value
}

function checkSize(data: unknown): Refusal | undefined {
  if (typeof data !== 'object' || data === null) return { reason: 'not an object' }
  let size: number
  try {
    size = JSON.stringify(data)?.length ?? 0
  } catch {
    return { reason: 'not JSON' }
  }
  return size > MAX_MESSAGE_BYTES ? { reason: 'too large' } : undefined
}
