// The numbers the embedded wallet's backend lives by, in one place (SPEC §5 and §9, the auth issue).

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** A one-time code: 6 digits, valid 10 minutes, dead after 5 wrong tries. */
export const OTP_DIGITS = 6
export const OTP_TTL_MS = 10 * MINUTE
export const OTP_MAX_ATTEMPTS = 5

/**
 * Wrong codes for one address, over every code, before sign-in by code is locked (NIST 800-63B: at most 100
 * consecutive failures); the lock lasts a day, and a right code clears the count.
 */
export const CODE_FAILURE_BUDGET = 100
export const CODE_LOCKOUT_MS = 24 * HOUR

/** Codes typed from one client address per 10 minutes: twice its login starts (60 unless configured). */
export const VERIFIES_PER_START = 2

/** A second mail for the same address and purpose within 30 s is refused (SPEC §9's login cooldown). */
export const MAIL_COOLDOWN_MS = 30 * SECOND

/** At most 10 mails (codes and device links) to one address per hour. */
export const MAILS_PER_ADDRESS = { limit: 10, windowMs: HOUR }

/**
 * At most 30 login starts (e-mail, e-mail change, social, Farcaster) from one client address per 10
 * minutes, unless the operator says otherwise (FOYER_AUTH_STARTS_PER_CLIENT: many visitors behind one NAT).
 */
export const STARTS_PER_CLIENT = { limit: 30, windowMs: 10 * MINUTE }

/** A session lasts 7 days, and ends sooner when unused for a day; its last use is written once a minute at most. */
export const SESSION_TTL_MS = 7 * 24 * HOUR
export const SESSION_IDLE_MS = 24 * HOUR
export const SESSION_SEEN_EVERY_MS = MINUTE

/** A device-approval link works for 15 minutes, once. */
export const DEVICE_APPROVAL_TTL_MS = 15 * MINUTE

/** An e-mail change must be finished within 30 minutes of its start. */
export const EMAIL_CHANGE_TTL_MS = 30 * MINUTE

/**
 * POST /v1/login/device waits this long for the approval, one poller per process looking every 500 ms for
 * all the waiting requests at once; at most 10 wait per client address and 1,000 in all per process (issue
 * 37: each holds a socket open for 20 s). A frame waits with one request at a time, and a household or an
 * office behind one address rarely signs in on ten new devices at once.
 */
export const DEVICE_WAIT = { timeoutMs: 20 * SECOND, intervalMs: 500, perClient: 10, total: 1_000 }

/** Request bodies are small: a few fields and two shares of at most 512 characters. */
export const MAX_BODY_BYTES = 16 * 1024

/** Project origins read from the data service are kept this long. */
export const PROJECT_CACHE_MS = 60 * SECOND

/** A sign-in at a provider must come back within 10 minutes; its state works once. */
export const SOCIAL_FLOW_TTL_MS = 10 * MINUTE

/** What it proved waits 5 minutes for the frame of the device that started it, and is claimed once. */
export const SOCIAL_TICKET_TTL_MS = 5 * MINUTE

/** A provider's endpoints (discovery, keys, token, user) get 10 s to answer. */
export const PROVIDER_TIMEOUT_MS = 10 * SECOND

/** A provider's discovery document and keys are kept this long. */
export const DISCOVERY_CACHE_MS = 10 * MINUTE

/** A Sign In With Farcaster must be approved within 10 minutes (the relay channel's and the message's expiry). */
export const FARCASTER_FLOW_TTL_MS = 10 * MINUTE
