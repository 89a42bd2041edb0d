import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** Where a share is stored: it is bound to its row, so a ciphertext copied to another row does not open. */
export type ShareSlot = { userId: string; deviceId: string; kind: 'auth' | 'recovery' }

const VERSION = 'v1'

function aad({ userId, deviceId, kind }: ShareSlot): Buffer {
  return Buffer.from(`foyer-share\n${kind}\n${userId}\n${deviceId}`, 'utf8')
}

/**
 * Encrypts a key share at rest: AES-256-GCM under `key` (32 bytes), a fresh 12-byte nonce each time, the
 * slot as associated data. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url parts).
 */
export function encryptShare(key: Buffer, slot: ShareSlot, share: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(aad(slot))
  const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, nonce, tag, body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** Opens a stored share; throws when the key, the slot or the text is not the one it was sealed with. */
export function decryptShare(key: Buffer, slot: ShareSlot, stored: string): string {
  const [version, nonce, tag, body] = stored.split('.')
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('Unreadable stored share')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
  decipher.setAAD(aad(slot))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
