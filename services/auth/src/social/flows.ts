import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { hashToken, randomToken } from '../crypto/tokens.js'
import type { Database } from '../db/database.js'
import { socialFlows, socialTickets } from '../db/schema.js'
import { SOCIAL_FLOW_TTL_MS, SOCIAL_TICKET_TTL_MS } from '../rules.js'
import type { ProviderIdentity } from './identity.js'
import type { SocialProvider } from './providers.js'

/** A sign-in under way, as the callback finds it. */
export type SocialFlow = typeof socialFlows.$inferSelect

/** Records a sign-in under way; the state is kept only as its hash. */
export async function saveFlow(
  db: Database,
  flow: {
    state: string
    projectId: string
    provider: SocialProvider
    deviceId: string
    returnTo: string
    nonce: string
    codeVerifier: string
  },
  now: number,
): Promise<void> {
  const { state, ...rest } = flow
  // Old flows nobody came back for are cleared as new ones start.
  await db.delete(socialFlows).where(lt(socialFlows.expiresAt, new Date(now)))
  await db.insert(socialFlows).values({
    ...rest,
    stateHash: hashToken(state),
    createdAt: new Date(now),
    expiresAt: new Date(now + SOCIAL_FLOW_TTL_MS),
  })
}

/**
 * Takes the flow of a `state` off the table: a state works once (a replayed or forged one finds nothing),
 * and only within its 10 minutes.
 */
export async function takeFlow(
  db: Database,
  state: string,
  now: number,
): Promise<SocialFlow | undefined> {
  const [flow] = await db
    .delete(socialFlows)
    .where(eq(socialFlows.stateHash, hashToken(state)))
    .returning()
  if (!flow || flow.expiresAt.getTime() <= now) return undefined
  return flow
}

/**
 * Binds a flow to the browser being sent to its provider (the hash of its cookie), once: a second browser
 * opening the same link finds nothing. Returns the flow, unless its state is unknown, late, of another
 * provider, or already bound.
 */
export async function bindFlow(
  db: Database,
  { state, provider, browserHash }: { state: string; provider: string; browserHash: string },
  now: number,
): Promise<SocialFlow | undefined> {
  const [flow] = await db
    .update(socialFlows)
    .set({ browserHash })
    .where(
      and(
        eq(socialFlows.stateHash, hashToken(state)),
        eq(socialFlows.provider, provider),
        isNull(socialFlows.browserHash),
        gt(socialFlows.expiresAt, new Date(now)),
      ),
    )
    .returning()
  return flow
}

/** What a finished sign-in proved, for the frame of the device that started it. Returns the ticket. */
export async function issueTicket(
  db: Database,
  { flow, identity, issuer }: { flow: SocialFlow; identity: ProviderIdentity; issuer: string },
  now: number,
): Promise<string> {
  const ticket = randomToken()
  await db.insert(socialTickets).values({
    ticketHash: hashToken(ticket),
    projectId: flow.projectId,
    deviceId: flow.deviceId,
    provider: flow.provider,
    issuer,
    ...identity,
    createdAt: new Date(now),
    expiresAt: new Date(now + SOCIAL_TICKET_TTL_MS),
  })
  return ticket
}

export type SocialTicket = typeof socialTickets.$inferSelect

/**
 * Claims a ticket once: unused, within its 5 minutes, for this project and device (a ticket seen by another
 * page or device is worth nothing there).
 */
export async function claimTicket(
  db: Database,
  { ticket, projectId, deviceId }: { ticket: string; projectId: string; deviceId: string },
  now: number,
): Promise<SocialTicket | undefined> {
  const [claimed] = await db
    .update(socialTickets)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(socialTickets.ticketHash, hashToken(ticket)),
        eq(socialTickets.projectId, projectId),
        eq(socialTickets.deviceId, deviceId),
        isNull(socialTickets.usedAt),
        gt(socialTickets.expiresAt, new Date(now)),
      ),
    )
    .returning()
  return claimed
}
