import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * Encrypts a secret at rest: AES-256-GCM under `key` (32 bytes), a fresh 12-byte nonce each time, and
 * `label` (where the secret belongs) as associated data, so a ciphertext copied elsewhere does not open.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url parts).
 */
export function seal(key: Buffer, label: string, secret: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(label, 'utf8'))
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, nonce, tag, body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** Opens a sealed secret; throws when the key, the label or the text is not the one it was sealed with. */
export function unseal(key: Buffer, label: string, stored: string): string {
  const [version, nonce, tag, body] = stored.split('.')
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('Unreadable stored secret')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
  decipher.setAAD(Buffer.from(label, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
