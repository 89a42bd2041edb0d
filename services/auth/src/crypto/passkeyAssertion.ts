import { createHash, createPublicKey, verify } from 'node:crypto'
import { fromBase64Url } from '@foyer/core/api'
import * as v from 'valibot'

// A WebAuthn assertion (navigator.credentials.get), checked the way WebAuthn Level 3 §7.2 says, for the one
// algorithm our passkeys are made with: ES256 (COSE -7; registration asks for nothing else). Written here
// rather than taken from a library so that the auth service and the share keeper check it with the same
// few lines, against a public key in SPKI form — the form the browser itself hands the frame at
// registration (AuthenticatorAttestationResponse.getPublicKey()).

const b64url = v.pipe(v.string(), v.maxLength(4096), v.regex(/^[A-Za-z0-9_-]*={0,2}$/))

/** An assertion as the page sends it: each field base64url. */
export const assertionSchema = v.strictObject({
  id: v.pipe(b64url, v.minLength(16), v.maxLength(1366)),
  clientDataJSON: b64url,
  authenticatorData: b64url,
  signature: b64url,
})
export type PasskeyAssertion = v.InferOutput<typeof assertionSchema>

/** Who the assertion must be for: the auth origin and its relying-party id (the origin's host name). */
export type RelyingParty = { origin: string; rpId: string }

/** The relying party of an auth service reached at `publicUrl`. */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl)
  return { origin: url.origin, rpId: url.hostname }
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()

/**
 * Checks `assertion` against the passkey's SPKI public key: a `webauthn.get` for `challenge` from the auth
 * origin, for its relying-party id, with the user present and verified, signed by that key. Returns the
 * authenticator's signature counter; throws on anything else.
 */
export function verifyPasskeyAssertion(
  assertion: PasskeyAssertion,
  { publicKey, challenge, rp }: { publicKey: string; challenge: string; rp: RelyingParty },
): { signCount: number } {
  const clientDataBytes = fromBase64Url(assertion.clientDataJSON)
  const clientData = JSON.parse(new TextDecoder().decode(clientDataBytes)) as Record<
    string,
    unknown
  >
  if (clientData.type !== 'webauthn.get') throw new Error('Not an assertion')
  if (clientData.challenge !== challenge) throw new Error('Wrong challenge')
  if (clientData.origin !== rp.origin) throw new Error('Wrong origin')
  const authData = fromBase64Url(assertion.authenticatorData)
  if (authData.length < 37) throw new Error('Short authenticator data')
  if (!sha256(rp.rpId).equals(Buffer.from(authData.subarray(0, 32))))
    throw new Error('Wrong relying party')
  const flags = authData[32] as number
  // User present (bit 0) and user verified (bit 2): a passkey is a factor only with its PIN or biometric.
  if ((flags & 0x01) === 0 || (flags & 0x04) === 0) throw new Error('User not verified')
  const signed = Buffer.concat([authData, sha256(clientDataBytes)])
  const key = createPublicKey({
    key: Buffer.from(fromBase64Url(publicKey)),
    format: 'der',
    type: 'spki',
  })
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('Not a P-256 key')
  if (!verify('sha256', signed, { key, dsaEncoding: 'der' }, fromBase64Url(assertion.signature)))
    throw new Error('Bad signature')
  return { signCount: Buffer.from(authData.subarray(33, 37)).readUInt32BE(0) }
}
