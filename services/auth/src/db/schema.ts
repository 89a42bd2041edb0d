import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

// Every table is prefixed `auth_`: the service may share a PostgreSQL database with @foyer/api, and the
// names must not meet. Secrets are never stored as given: codes and tokens as hashes, shares encrypted.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * An account of one project (a wallet belongs to one app: the same address in another project is another
 * account): its e-mail address (stored lower-case; none for one made by a provider that gave no verified
 * address), and the wallet address once the frame made one.
 */
export const users = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    email: text('email'),
    address: text('address'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [unique('auth_users_project_email_key').on(table.projectId, table.email)],
)

/** The devices (the frame's `deviceId`) a user has approved: the first login's, then by e-mailed link. */
export const devices = pgTable(
  'auth_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    approvedAt: at('approved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
)

/** One-time device-approval links: the token's SHA-256, for one user and device, 15 minutes, once. */
export const deviceApprovals = pgTable(
  'auth_device_approvals',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** An e-mail login's approval mails the sign-in code once used; a social one's does not. */
    sendsCode: boolean('sends_code').notNull().default(true),
    /** Where the sign-in came from, as the mail said it (devices/signInPlace.ts); null for older links. */
    place: text('place'),
    /** A used link whose approval waits (a wallet's new device): when it takes effect; null once it has, or none. */
    takesEffectAt: at('takes_effect_at'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('auth_device_approvals_user_idx').on(table.userId, table.createdAt)],
)

/**
 * One-time codes mailed for a purpose ('login', 'email-primary', 'email-secondary'): the code's HMAC, never
 * the code. Only the newest code of an address and purpose counts; asking again marks the older replaced.
 */
export const otpCodes = pgTable(
  'auth_otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    /** The project the code was asked in: it signs in there only. */
    projectId: text('project_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
    replacedAt: at('replaced_at'),
  },
  (table) => [index('auth_otp_codes_email_idx').on(table.email, table.purpose, table.createdAt)],
)

/** Sessions: the bearer token's SHA-256, for one user on one device, 7 days (a day idle), revocable. */
export const sessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    projectId: text('project_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When it was last used (kept to the minute): a session idle for a day ends. */
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Set when the session was opened through a provider: its name and the visitor's name there. */
    socialProvider: text('social_provider'),
    userName: text('user_name'),
  },
  (table) => [index('auth_sessions_device_idx').on(table.userId, table.deviceId)],
)

/**
 * Key shares, encrypted (AES-256-GCM): a device's auth share (`kind` 'auth', its deviceId) and the account's
 * recovery share (`kind` 'recovery', deviceId 'recovery'). `original` marks the auth share stored with the
 * wallet, which recovery hands out with the recovery share.
 */
export const keyShares = pgTable(
  'auth_key_shares',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    kind: text('kind').notNull(),
    original: boolean('original').notNull().default(false),
    ciphertext: text('ciphertext').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId, table.kind] })],
)

/** An e-mail change under way: the new address, and whether the current address confirmed it. */
export const emailChanges = pgTable('auth_email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  primaryVerifiedAt: at('primary_verified_at'),
  expiresAt: at('expires_at').notNull(),
})

/**
 * Rate-limit windows (`limit_key` is 'mail:<address>', 'client:<ip>' or 'verify:<ip>'), written by the kit's
 * limiter on PostgreSQL (limits/authLimits.ts) so every instance shares the counts.
 */
export const rateLimitWindows = pgTable(
  'auth_rate_limit_windows',
  {
    limitKey: text('limit_key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.limitKey, table.windowStart] }),
    index('auth_rate_limit_windows_end_idx').on(table.windowEnd),
  ],
)

/**
 * A provider's account linked to one of ours, in one project: keyed by who vouches for it (`issuer`: the
 * OpenID issuer, the OAuth provider's API origin, or 'farcaster') and its id there (`subject`). `provider`
 * is the name the visitor chose, for display.
 */
export const identities = pgTable(
  'auth_identities',
  {
    projectId: text('project_id').notNull(),
    issuer: text('issuer').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.issuer, table.subject] }),
    index('auth_identities_user_idx').on(table.userId),
  ],
)

/** A project's settings for one provider (project '*': every project without its own); secret encrypted. */
export const socialProviders = pgTable(
  'auth_social_providers',
  {
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    settings: jsonb('settings').notNull(),
    clientSecret: text('client_secret').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.provider] })],
)

/** A sign-in at a provider under way, keyed by its state's hash: 10 minutes, used once. */
export const socialFlows = pgTable('auth_social_flows', {
  stateHash: text('state_hash').primaryKey(),
  projectId: text('project_id').notNull(),
  provider: text('provider').notNull(),
  deviceId: text('device_id').notNull(),
  returnTo: text('return_to').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** The hash of the cookie the browser sent to the provider holds; null until then (social/browserBinding.ts). */
  browserHash: text('browser_hash'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
})

/** A Sign In With Farcaster under way at the relay, for one device: 10 minutes, used once. */
export const farcasterFlows = pgTable('auth_farcaster_flows', {
  channelHash: text('channel_hash').primaryKey(),
  projectId: text('project_id').notNull(),
  deviceId: text('device_id').notNull(),
  nonce: text('nonce').notNull(),
  domain: text('domain').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
})

/** What a finished sign-in proved, for the frame of one device to claim: 5 minutes, used once. */
export const socialTickets = pgTable('auth_social_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  projectId: text('project_id').notNull(),
  deviceId: text('device_id').notNull(),
  provider: text('provider').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull(),
  userName: text('user_name'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/**
 * Wrong codes typed for an address, over every code and purpose (NIST 800-63B's limit on failed attempts): at
 * 100 the address is locked (`lockedUntil`) and its owner mailed once. A right code clears the count.
 */
export const codeFailures = pgTable('auth_code_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
})

/**
 * An account's passkeys (WebAuthn credentials made on the auth origin, ES256): the credential id, its public
 * key as SPKI (base64url), the authenticator's last signature counter.
 */
export const passkeys = pgTable(
  'auth_passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('auth_passkeys_user_idx').on(table.userId)],
)

/**
 * The nonce a passkey ceremony signs, once, within 5 minutes: to add one (`register`, a session's user), to
 * sign in (`sign-in`, no user yet), or to unlock the recovery share on a new device (`recover`).
 */
export const passkeyNonces = pgTable('auth_passkey_nonces', {
  nonce: text('nonce').primaryKey(),
  purpose: text('purpose').notNull(),
  projectId: text('project_id').notNull(),
  deviceId: text('device_id').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
})
