/** The protocol's version, sent with the frame's URL and in its ready event. */
export const PROTOCOL_VERSION = '1'

/** SPEC §9: after the frame's ready event, a pause before the first request. */
export const FRAME_READY_PAUSE_MS = 500
/** SPEC §9 / §8: the frame must be loaded and ready within this, else IFRAME_LOAD_FAILED. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC §9 / §8: connect email, device, otp, social and social redirect time out after this. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** Messages larger than this (as JSON) are refused on both sides, before any other check. */
export const MAX_MESSAGE_BYTES = 256 * 1024
/** Request ids are 32 hex characters (16 random bytes); anything else is refused. */
export const REQUEST_ID = /^[0-9a-f]{32}$/

/**
 * A request refused because the wallet is guarded by a passkey that this device has not shown yet (the
 * login succeeded; the key opens only after a passkey ceremony 'unlock'). Foyer's own code, in EIP-1193's
 * 4100 ('unauthorized') family.
 */
export const PASSKEY_REQUIRED_CODE = 4110

/** The handshake message the host posts to the frame with the port they then talk over. */
export const HANDSHAKE_TYPE = '@foyer/embedded/connect'

/** SPEC §5, §9: a new e-mail code may be asked for 30 s after the last (the service enforces it too). */
export const EMAIL_RESEND_COOLDOWN_MS = 30_000
