import {
  array,
  type InferOutput,
  literal,
  maxLength,
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

// How the wallet frame (hidden: the session, the key) and the passkey page (visible in the modal: the
// visitor's click, the browser's passkey dialog) talk: a BroadcastChannel of the auth origin, as the
// approval page does (approval/protocol.ts) — only documents of that origin in the same top-level site can
// post on it. Every message is checked against these shapes first.

/** The channel's name, per project. */
export const passkeyChannelName = (projectId: string) => `foyer-passkey:${projectId}`

/** A ceremony's id: 32 hex characters from the frame's CSPRNG. */
export const CEREMONY_ID = /^[0-9a-f]{32}$/

const ceremonyId = pipe(string(), regex(CEREMONY_ID))
const b64url = (max: number) => pipe(string(), maxLength(max), regex(/^[A-Za-z0-9_-]*$/))

export const CEREMONIES = ['add', 'sign-in', 'unlock'] as const
export type Ceremony = (typeof CEREMONIES)[number]

/** What navigator.credentials.get() is asked, as JSON (the page turns ids into bytes). */
const getOptions = strictObject({
  challenge: b64url(128),
  rpId: pipe(string(), maxLength(253)),
  allowCredentials: optional(pipe(array(b64url(1366)), maxLength(64))),
})

const assertion = strictObject({
  id: b64url(1366),
  clientDataJSON: b64url(4096),
  authenticatorData: b64url(4096),
  signature: b64url(512),
})

const registration = strictObject({
  id: b64url(1366),
  rawId: b64url(1366),
  type: literal('public-key'),
  response: strictObject({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(8192),
    transports: optional(pipe(array(pipe(string(), maxLength(32))), maxLength(8))),
  }),
  clientExtensionResults: optional(record(string(), unknown())),
  authenticatorAttachment: optional(pipe(string(), maxLength(32))),
})

const messageSchema = union([
  // page → frame: ready for a ceremony (again, after a closed dialog: a new challenge).
  strictObject({ type: literal('begin'), ceremonyId }),
  // frame → page: what to ask the browser. `create` is the service's options for create(), as JSON.
  strictObject({
    type: literal('options'),
    ceremonyId,
    ceremony: picklist(CEREMONIES),
    get: optional(getOptions),
    create: optional(record(string(), unknown())),
  }),
  // page → frame: the browser's answer.
  strictObject({
    type: literal('finish'),
    ceremonyId,
    assertion: optional(assertion),
    registration: optional(registration),
    /** The new passkey's public key, SPKI (getPublicKey()), base64url. */
    publicKey: optional(b64url(400)),
  }),
  // frame → page: how it ended (`unknown`: this frame holds no such ceremony).
  strictObject({
    type: literal('settled'),
    ceremonyId,
    outcome: picklist(['done', 'failed', 'cancelled', 'unknown']),
    message: optional(pipe(string(), maxLength(1000))),
  }),
])

export type PasskeyMessage = InferOutput<typeof messageSchema>
export type PasskeyAssertionJson = InferOutput<typeof assertion>
export type PasskeyRegistrationJson = InferOutput<typeof registration>
export type PasskeyGetOptions = InferOutput<typeof getOptions>

/** A message off the channel, or undefined when it is not one of ours. */
export function parsePasskeyMessage(data: unknown): PasskeyMessage | undefined {
  const result = safeParse(messageSchema, data)
  return result.success ? result.output : undefined
}
