// Key shares travel wrapped (docs/embedded-wallet.md 'Custody'): the auth service never answers a share in
// plaintext. The wallet frame makes a P-256 key pair for each request — its private half non-extractable,
// in the frame's memory only — and sends the public half; the service derives a one-time AES-256-GCM key by
// ECDH with a key pair of its own (HKDF-SHA-256 over both public keys and the share's context) and seals the
// shares to it. A proxy, a log or a script that sees the answer sees ciphertext; only the frame that asked
// can open it. WebCrypto only, in the browser and in Node alike.

const INFO = 'foyer share wrap v1'

/** A sealed answer: the service's one-time public key, the nonce and the ciphertext (base64 each). */
export type WrappedSecret = { ephemeralKey: string; iv: string; ciphertext: string }

const encoder = new TextEncoder()
const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A raw P-256 public key (65 bytes, uncompressed) in base64: what the frame sends. */
export const WRAP_KEY = /^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/

async function sealingKey(
  privateKey: CryptoKey,
  peer: Uint8Array,
  salt: Uint8Array,
  context: string,
  usage: KeyUsage,
): Promise<CryptoKey> {
  const peerKey = await crypto.subtle.importKey(
    'raw',
    peer as BufferSource,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: peerKey }, privateKey, 256)
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: salt as BufferSource,
      info: encoder.encode(`${INFO}|${context}`),
    },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/** The service's side: seals `secret` to the frame's public key, bound to `context` (what it is, for whom). */
export async function wrapSecret(
  recipientKey: string,
  secret: string,
  context: string,
): Promise<WrappedSecret> {
  const recipient = fromBase64(recipientKey)
  const ephemeral = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const ephemeralRaw = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))
  const key = await sealingKey(
    ephemeral.privateKey,
    recipient,
    concat(ephemeralRaw, recipient),
    context,
    'encrypt',
  )
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(secret),
  )
  return {
    ephemeralKey: toBase64(ephemeralRaw),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  }
}

/** The frame's side: a fresh key pair for one request; `unwrap` opens what the service sealed to it. */
export async function createUnwrapKey(): Promise<{
  publicKey: string
  unwrap(wrapped: WrappedSecret, context: string): Promise<string>
}> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])) as CryptoKeyPair
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey: toBase64(publicRaw),
    async unwrap(wrapped, context) {
      const ephemeral = fromBase64(wrapped.ephemeralKey)
      const key = await sealingKey(
        pair.privateKey,
        ephemeral,
        concat(ephemeral, publicRaw),
        context,
        'decrypt',
      )
      const plain = await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64(wrapped.iv) as BufferSource,
          additionalData: encoder.encode(context),
        },
        key,
        fromBase64(wrapped.ciphertext) as BufferSource,
      )
      return new TextDecoder().decode(plain)
    },
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}
