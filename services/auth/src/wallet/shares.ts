import { ApiError } from '@foyer/server'
import { and, eq, isNull } from 'drizzle-orm'
import type { AuthSecrets } from '../config/secrets.js'
import { decryptShare, encryptShare, type ShareSlot } from '../crypto/shares.js'
import type { Database } from '../db/database.js'
import { keyShares, users } from '../db/schema.js'

/** The recovery share's row has this in place of a device id. */
export const RECOVERY_DEVICE = 'recovery'

/** Auth shares are sealed with the share key, the recovery share with the recovery key: one leaked key opens one kind. */
function keyFor(secrets: AuthSecrets, kind: ShareSlot['kind']): Buffer {
  return kind === 'auth' ? secrets.shareKey : secrets.recoveryKey
}

/**
 * Records a user's new wallet: its address, the creating device's auth share (the original, which recovery
 * hands out) and the recovery share. Only once per account: 409 when it has an address already.
 */
export async function createWallet(
  db: Database,
  secrets: AuthSecrets,
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
    const recovery: ShareSlot = {
      userId: wallet.userId,
      deviceId: RECOVERY_DEVICE,
      kind: 'recovery',
    }
    await tx.insert(keyShares).values([
      {
        ...auth,
        original: true,
        ciphertext: encryptShare(keyFor(secrets, 'auth'), auth, wallet.authShare),
        createdAt: new Date(now),
      },
      {
        ...recovery,
        ciphertext: encryptShare(keyFor(secrets, 'recovery'), recovery, wallet.recoveryShare),
        createdAt: new Date(now),
      },
    ])
  })
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
  const ciphertext = encryptShare(keyFor(secrets, 'auth'), auth, share)
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
  const kind = row.kind as ShareSlot['kind']
  return decryptShare(
    keyFor(secrets, kind),
    { userId: row.userId, deviceId: row.deviceId, kind },
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

/** The account's original auth share and its recovery share. */
export async function readRecoverySet(
  db: Database,
  secrets: AuthSecrets,
  userId: string,
): Promise<{ authShare: string; recoveryShare: string } | undefined> {
  const authShare = await readRow(
    db,
    secrets,
    and(eq(keyShares.userId, userId), eq(keyShares.kind, 'auth'), eq(keyShares.original, true)),
  )
  const recoveryShare = await readRow(
    db,
    secrets,
    and(eq(keyShares.userId, userId), eq(keyShares.kind, 'recovery')),
  )
  return authShare !== undefined && recoveryShare !== undefined
    ? { authShare, recoveryShare }
    : undefined
}
