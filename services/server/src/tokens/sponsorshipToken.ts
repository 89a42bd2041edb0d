// Sponsorship tokens (issue 37): what the auth service gives a signed-in embedded-wallet session so that the
// data service's paymaster endpoint sponsors that wallet's smart account, and nothing else. Signed with
// Ed25519: the auth service holds the private key, the data service only public keys, so a leak of the data
// service's settings mints nothing. The data service checks a token offline (no call to the auth service per
// user operation). Written `fst1.<claims>.<signature>`, both parts base64url.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto'

/** What a token says: the project and the wallet (the smart account's owner) it sponsors, until when. */
export type SponsorshipClaims = {
  /** The project whose paymaster budget pays. */
  project: string
  /** The embedded wallet's address (0x, lower case): its smart accounts are sponsored. */
  owner: string
  /** Unix seconds after which the token is refused. */
  expiresAt: number
}

const PREFIX = 'fst1'
const ADDRESS = /^0x[0-9a-f]{40}$/
/** The longest token read: a project id of 256 characters fits with room. */
const MAX_TOKEN_LENGTH = 1024
// The fixed DER prefixes of an Ed25519 key's 32 raw bytes (RFC 8410): PKCS #8 for a private key's seed,
// SPKI for a public key.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** An Ed25519 private key from its 32-byte seed in hex (how FOYER_AUTH_SPONSORSHIP_KEY is written). */
export function sponsorshipPrivateKey(seedHex: string): KeyObject {
  const seed = rawKey(seedHex, 'sponsorship private key')
  return createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
}

/** An Ed25519 public key from its 32 bytes in hex (how FOYER_API_SPONSORSHIP_PUBLIC_KEYS lists them). */
export function sponsorshipPublicKey(hex: string): KeyObject {
  const raw = rawKey(hex, 'sponsorship public key')
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' })
}

/** A new key pair in the settings' hex form (the dev stack, the tests). */
export function newSponsorshipKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('hex'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex'),
  }
}

/** The public key (32 bytes in hex, FOYER_API_SPONSORSHIP's form) of a private key's 32-byte seed in hex. */
export function sponsorshipPublicKeyOf(seedHex: string): string {
  return createPublicKey(sponsorshipPrivateKey(seedHex))
    .export({ format: 'der', type: 'spki' })
    .subarray(-32)
    .toString('hex')
}

/** Signs a token for `claims` (the auth service, for a session it checked). */
export function signSponsorshipToken(privateKey: KeyObject, claims: SponsorshipClaims): string {
  const body = Buffer.from(
    JSON.stringify({ p: claims.project, o: claims.owner.toLowerCase(), e: claims.expiresAt }),
  ).toString('base64url')
  const signature = sign(null, Buffer.from(`${PREFIX}.${body}`), privateKey).toString('base64url')
  return `${PREFIX}.${body}.${signature}`
}

/**
 * The claims of a token signed by one of `publicKeys` and not expired at `now` (ms), or undefined: a
 * malformed, forged or expired token is simply not one.
 */
export function readSponsorshipToken(
  publicKeys: readonly KeyObject[],
  token: string,
  now = Date.now(),
): SponsorshipClaims | undefined {
  const claims = readSignedClaims(publicKeys, token)
  return claims && claims.expiresAt * 1000 > now ? claims : undefined
}

/**
 * Whether `token` was a valid token of one of `publicKeys` that has expired at `now` (ms): its holder had a
 * session and should ask for a new token (a forged or malformed one is not "expired").
 */
export function isExpiredSponsorshipToken(
  publicKeys: readonly KeyObject[],
  token: string,
  now = Date.now(),
): boolean {
  const claims = readSignedClaims(publicKeys, token)
  return claims !== undefined && claims.expiresAt * 1000 <= now
}

/** The claims of a well-formed token signed by one of `publicKeys`, whatever its expiry. */
function readSignedClaims(
  publicKeys: readonly KeyObject[],
  token: string,
): SponsorshipClaims | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined
  const [prefix, body, signature, extra] = token.split('.')
  if (prefix !== PREFIX || !body || !signature || extra !== undefined) return undefined
  const signed = Buffer.from(`${PREFIX}.${body}`)
  const bytes = Buffer.from(signature, 'base64url')
  if (!publicKeys.some((key) => verify(null, signed, key, bytes))) return undefined
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const { p, o, e } = (claims ?? {}) as Record<string, unknown>
  if (typeof p !== 'string' || typeof o !== 'string' || !ADDRESS.test(o)) return undefined
  if (typeof e !== 'number') return undefined
  return { project: p, owner: o, expiresAt: e }
}

function rawKey(hex: string, what: string): Buffer {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`A ${what} is 32 bytes in hex`)
  return Buffer.from(hex.replace(/^0x/, ''), 'hex')
}
