import { and, eq } from 'drizzle-orm'
import { relyingPartyOf } from '../crypto/passkeyAssertion.js'
import { decryptShare } from '../crypto/shares.js'
import type { OpenDatabase } from '../db/database.js'
import { keyShares, users } from '../db/schema.js'
import { RECOVERY_DEVICE } from '../wallet/shares.js'
import { migrateKeeper } from './store.js'
import { localVault, type RecoveryVault } from './vault.js'

/**
 * The keeper inside the auth service's own process and database: development and tests only (`serve`
 * refuses it in a deployment). Recovery shares an older version kept in the auth service's table move to
 * the keeper's on the way, so a development wallet made before keeps its recovery.
 */
export async function inProcessVault({
  database,
  recoveryKey,
  publicUrl,
}: {
  database: OpenDatabase
  recoveryKey: Buffer
  publicUrl: string
}): Promise<RecoveryVault> {
  await migrateKeeper(database)
  const vault = localVault({ database, recoveryKey, rp: relyingPartyOf(publicUrl) })
  const legacy = await database.db
    .select({ userId: keyShares.userId, ciphertext: keyShares.ciphertext, address: users.address })
    .from(keyShares)
    .innerJoin(users, eq(users.id, keyShares.userId))
    .where(eq(keyShares.kind, 'recovery'))
  for (const row of legacy) {
    if (!row.address) continue
    const slot = { userId: row.userId, deviceId: RECOVERY_DEVICE, kind: 'recovery' } as const
    await vault.store({
      userId: row.userId,
      address: row.address,
      share: decryptShare(recoveryKey, slot, row.ciphertext),
    })
    await database.db
      .delete(keyShares)
      .where(and(eq(keyShares.userId, row.userId), eq(keyShares.kind, 'recovery')))
  }
  return vault
}
