import { toBase64Url } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { verifyRegistrationResponse } from '@simplewebauthn/server'
import { convertCOSEtoPKCS } from '@simplewebauthn/server/helpers'
import * as v from 'valibot'
import type { RelyingParty } from '../crypto/passkeyAssertion.js'

/** SPKI's fixed prefix for an uncompressed P-256 point (id-ecPublicKey, prime256v1, BIT STRING). */
const P256_SPKI_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex')

const b64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/))

/** navigator.credentials.create()'s answer as the page sends it (PublicKeyCredential.toJSON()'s shape). */
export const registrationSchema = v.object({
  id: b64url(1366),
  rawId: b64url(1366),
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(8192),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32)))),
  }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown())),
  authenticatorAttachment: v.optional(v.string()),
})
export type RegistrationInput = v.InferOutput<typeof registrationSchema>

const refused = () =>
  new ApiError(400, 'PASSKEY_REFUSED', 'This passkey could not be added: please try again')

/**
 * Checks a new passkey (WebAuthn §7.1 through @simplewebauthn/server): made for `nonce` on the auth origin,
 * with the user verified, ES256. Returns its id, counter and public key as SPKI — which must be the key the
 * browser showed the page (`publicKey`), the one the wallet signed for the keeper.
 */
export async function verifyRegistration(
  credential: RegistrationInput,
  { nonce, rp, publicKey }: { nonce: string; rp: RelyingParty; publicKey: string },
): Promise<{ id: string; publicKey: string; signCount: number }> {
  const verification = await verifyRegistrationResponse({
    response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
    expectedChallenge: nonce,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: [-7],
  } as Parameters<typeof verifyRegistrationResponse>[0]).catch(() => undefined)
  const info = verification?.verified ? verification.registrationInfo : undefined
  if (!info) throw refused()
  const point = Buffer.from(convertCOSEtoPKCS(info.credential.publicKey))
  const spki = toBase64Url(Buffer.concat([P256_SPKI_PREFIX, point]))
  if (point.length !== 65 || spki !== publicKey) throw refused()
  return { id: info.credential.id, publicKey: spki, signCount: info.credential.counter }
}
