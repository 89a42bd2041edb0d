import { ApiError } from '@foyer/server'
import { and, eq, isNull } from 'drizzle-orm'
import type { AuthSecrets } from '../config/secrets.js'
import { decryptShare, encryptShare, type ShareSlot } from '../crypto/shares.js'
import type { Database } from '../db/database.js'
import { keyShares, users } from '../db/schema.js'
import type { RecoveryVault } from '../keeper/vault.js'

/** The recovery share's row had this in place of a device id (before the keeper kept recovery shares). */
export const RECOVERY_DEVICE = 'recovery'

/**
 * Records a user's new wallet: its address, the creating device's auth share (the original, which recovery
 * hands out) here, and the recovery share with the keeper. Only once per account: 409 when it has an
 * address already.
 */
export async function createWallet(
  db: Database,
  secrets: AuthSecrets,
  vault: RecoveryVault,
  wallet: {
    userId: string
    deviceId: string
    address: string
    authShare: string
    recoveryShare: string
  },
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ address: wallet.address })
      .where(and(eq(users.id, wallet.userId), isNull(users.address)))
      .returning({ id: users.id })
    if (!updated) throw new ApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
    const auth: ShareSlot = { userId: wallet.userId, deviceId: wallet.deviceId, kind: 'auth' }
    await tx.insert(keyShares).values({
      ...auth,
      original: true,
      ciphertext: encryptShare(secrets.shareKey, auth, wallet.authShare),
      createdAt: new Date(now),
    })
  })
  // The keeper after our commit (the database may be one connection: no call out of a transaction). If it
  // refuses or cannot be reached, the wallet is taken back here, and the frame may try again.
  try {
    await vault.store({
      userId: wallet.userId,
      address: wallet.address,
      share: wallet.recoveryShare,
    })
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(keyShares).where(eq(keyShares.userId, wallet.userId))
      await tx
        .update(users)
        .set({ address: null })
        .where(and(eq(users.id, wallet.userId), eq(users.address, wallet.address)))
    })
    throw error
  }
}

/** Stores (or replaces) a device's auth share, after the device recovered the key. */
export async function storeDeviceShare(
  db: Database,
  secrets: AuthSecrets,
  slot: { userId: string; deviceId: string },
  share: string,
  now: number,
): Promise<void> {
  const auth: ShareSlot = { ...slot, kind: 'auth' }
  const ciphertext = encryptShare(secrets.shareKey, auth, share)
  await db
    .insert(keyShares)
    .values({ ...auth, ciphertext, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: [keyShares.userId, keyShares.deviceId, keyShares.kind],
      set: { ciphertext, createdAt: new Date(now) },
    })
}

async function readRow(db: Database, secrets: AuthSecrets, where: ReturnType<typeof and>) {
  const [row] = await db.select().from(keyShares).where(where).limit(1)
  if (!row) return undefined
  return decryptShare(
    secrets.shareKey,
    { userId: row.userId, deviceId: row.deviceId, kind: 'auth' },
    row.ciphertext,
  )
}

/** A device's own auth share, or undefined when it has none yet. */
export function readDeviceShare(
  db: Database,
  secrets: AuthSecrets,
  { userId, deviceId }: { userId: string; deviceId: string },
): Promise<string | undefined> {
  return readRow(
    db,
    secrets,
    and(eq(keyShares.userId, userId), eq(keyShares.deviceId, deviceId), eq(keyShares.kind, 'auth')),
  )
}

/** The account's original auth share, which recovery hands out beside the keeper's recovery share. */
export function readOriginalAuthShare(
  db: Database,
  secrets: AuthSecrets,
  userId: string,
): Promise<string | undefined> {
  return readRow(
    db,
    secrets,
    and(eq(keyShares.userId, userId), eq(keyShares.kind, 'auth'), eq(keyShares.original, true)),
  )
}
