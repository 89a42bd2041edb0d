import { fromBase64Url, toBase64Url } from '@foyer/core/api'
import type {
  PasskeyAssertionJson,
  PasskeyGetOptions,
  PasskeyRegistrationJson,
} from './protocol.js'

// The browser's passkey dialog, asked with the options the wallet frame sent, its answer turned into the
// JSON the frame and the service read (base64url fields). Only ES256 keys are accepted (the service asks
// for nothing else, and the keeper checks nothing else).

const bytes = (text: string) => fromBase64Url(text) as Uint8Array<ArrayBuffer>

/** navigator.credentials.get() for a sign-in or an unlock. */
export async function getAssertion(options: PasskeyGetOptions): Promise<PasskeyAssertionJson> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: bytes(options.challenge),
      rpId: options.rpId,
      userVerification: 'required',
      timeout: 300_000,
      ...(options.allowCredentials
        ? {
            allowCredentials: options.allowCredentials.map((id) => ({
              type: 'public-key' as const,
              id: bytes(id),
            })),
          }
        : {}),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new Error('No passkey was chosen')
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: toBase64Url(credential.rawId),
    clientDataJSON: toBase64Url(response.clientDataJSON),
    authenticatorData: toBase64Url(response.authenticatorData),
    signature: toBase64Url(response.signature),
  }
}

type CreateJson = {
  challenge: string
  rp: PublicKeyCredentialRpEntity
  user: { id: string; name: string; displayName: string }
  pubKeyCredParams: PublicKeyCredentialParameters[]
  authenticatorSelection?: AuthenticatorSelectionCriteria
  excludeCredentials?: { type: 'public-key'; id: string }[]
  attestation?: AttestationConveyancePreference
  timeout?: number
}

/** navigator.credentials.create() for a new passkey; with the key the browser says it made (SPKI). */
export async function createPasskey(
  json: Record<string, unknown>,
): Promise<{ registration: PasskeyRegistrationJson; publicKey: string }> {
  const options = json as CreateJson
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...options,
      challenge: bytes(options.challenge),
      user: { ...options.user, id: bytes(options.user.id) },
      excludeCredentials: (options.excludeCredentials ?? []).map((item) => ({
        type: 'public-key' as const,
        id: bytes(item.id),
      })),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new Error('No passkey was made')
  const response = credential.response as AuthenticatorAttestationResponse
  const publicKey = response.getPublicKey()
  if (!publicKey || response.getPublicKeyAlgorithm() !== -7)
    throw new Error('This passkey’s kind of key is not supported')
  return {
    registration: {
      id: toBase64Url(credential.rawId),
      rawId: toBase64Url(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        attestationObject: toBase64Url(response.attestationObject),
        transports: response.getTransports().slice(0, 8),
      },
    },
    publicKey: toBase64Url(publicKey),
  }
}
