import { seal, unseal } from './seal.js'

/** Where a share is stored: it is bound to its row, so a ciphertext copied to another row does not open. */
export type ShareSlot = { userId: string; deviceId: string; kind: 'auth' | 'recovery' }

function label({ userId, deviceId, kind }: ShareSlot): string {
  return `foyer-share\n${kind}\n${userId}\n${deviceId}`
}

/** Encrypts a key share at rest (AES-256-GCM, crypto/seal.ts), bound to its slot. */
export function encryptShare(key: Buffer, slot: ShareSlot, share: string): string {
  return seal(key, label(slot), share)
}

/** Opens a stored share; throws when the key, the slot or the text is not the one it was sealed with. */
export function decryptShare(key: Buffer, slot: ShareSlot, stored: string): string {
  return unseal(key, label(slot), stored)
}
