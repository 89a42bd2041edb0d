import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { toBase64Url } from '@foyer/core/api'
import { isoCBOR } from '@simplewebauthn/server/helpers'

// A passkey authenticator in software, for the service's tests: it answers create() and get() as a
// platform authenticator would (attestation 'none', ES256, user present and verified), byte for byte per
// WebAuthn, so the service's checks run on real structures. The browser tests use Chromium's virtual
// authenticator instead.

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export type SoftPasskey = {
  id: string
  /** SPKI, base64url: what the browser's getPublicKey() gives the page. */
  publicKey: string
  /** A registration answer (PublicKeyCredential.toJSON()) for `challenge`. */
  register(challenge: string, options?: { origin?: string; rpId?: string }): Record<string, unknown>
  /** An assertion for `challenge`, as the page sends it. */
  assert(
    challenge: string,
    options?: { origin?: string; rpId?: string; flags?: number; signCount?: number },
  ): { id: string; clientDataJSON: string; authenticatorData: string; signature: string }
}

export function softPasskey({ origin, rpId }: { origin: string; rpId: string }): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(32)
  const id = toBase64Url(credentialId)
  let counter = 0
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }))
  const header = (rp: string, flags: number, count: number) => {
    const countBytes = Buffer.alloc(4)
    countBytes.writeUInt32BE(count)
    return Buffer.concat([sha256(rp), Buffer.from([flags]), countBytes])
  }
  return {
    id,
    publicKey: toBase64Url(spki),
    register(challenge, options = {}) {
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      )
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        header(options.rpId ?? rpId, 0x45, 0),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cose),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(
            clientData('webauthn.create', challenge, options.origin ?? origin),
          ),
          attestationObject: toBase64Url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    assert(challenge, options = {}) {
      counter = options.signCount ?? counter + 1
      const authData = header(options.rpId ?? rpId, options.flags ?? 0x05, counter)
      const data = clientData('webauthn.get', challenge, options.origin ?? origin)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), {
        key: privateKey,
        dsaEncoding: 'der',
      })
      return {
        id,
        clientDataJSON: toBase64Url(data),
        authenticatorData: toBase64Url(authData),
        signature: toBase64Url(signature),
      }
    },
  }
}
