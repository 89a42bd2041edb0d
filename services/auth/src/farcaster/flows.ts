import { and, eq, gt, lt } from 'drizzle-orm'
import { hashToken } from '../crypto/tokens.js'
import type { Database } from '../db/database.js'
import { farcasterFlows } from '../db/schema.js'
import { FARCASTER_FLOW_TTL_MS } from '../rules.js'

export type FarcasterFlow = typeof farcasterFlows.$inferSelect

/** Records a sign-in under way at the relay; its channel token is kept only as its hash. */
export async function saveFarcasterFlow(
  db: Database,
  flow: {
    channelToken: string
    projectId: string
    deviceId: string
    nonce: string
    domain: string
  },
  now: number,
): Promise<void> {
  const { channelToken, ...rest } = flow
  await db.delete(farcasterFlows).where(lt(farcasterFlows.expiresAt, new Date(now)))
  await db.insert(farcasterFlows).values({
    ...rest,
    channelHash: hashToken(channelToken),
    createdAt: new Date(now),
    expiresAt: new Date(now + FARCASTER_FLOW_TTL_MS),
  })
}

/** The flow of a channel, for the device and project that started it, while it lasts. */
export async function findFarcasterFlow(
  db: Database,
  {
    channelToken,
    projectId,
    deviceId,
  }: { channelToken: string; projectId: string; deviceId: string },
  now: number,
): Promise<FarcasterFlow | undefined> {
  const [flow] = await db
    .select()
    .from(farcasterFlows)
    .where(
      and(
        eq(farcasterFlows.channelHash, hashToken(channelToken)),
        eq(farcasterFlows.projectId, projectId),
        eq(farcasterFlows.deviceId, deviceId),
        gt(farcasterFlows.expiresAt, new Date(now)),
      ),
    )
    .limit(1)
  return flow
}

/** Ends a flow; true for the one caller that ended it (a signed channel signs in once). */
export async function endFarcasterFlow(db: Database, flow: FarcasterFlow): Promise<boolean> {
  const ended = await db
    .delete(farcasterFlows)
    .where(eq(farcasterFlows.channelHash, flow.channelHash))
    .returning({ channelHash: farcasterFlows.channelHash })
  return ended.length === 1
}
