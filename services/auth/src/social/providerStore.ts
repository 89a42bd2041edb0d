import { and, eq, inArray } from 'drizzle-orm'
import { seal, unseal } from '../crypto/seal.js'
import type { Database } from '../db/database.js'
import { socialProviders } from '../db/schema.js'
import type { ProviderSettings, SocialProvider } from './providers.js'

/** Settings for every project that has none of its own. */
export const EVERY_PROJECT = '*'

/** A provider as one project uses it: its settings and the client secret, opened. */
export type ProviderConfig = {
  provider: SocialProvider
  settings: ProviderSettings
  clientSecret: string
}

function label(projectId: string, provider: string): string {
  return `foyer-social-client-secret\n${projectId}\n${provider}`
}

/** Writes (or replaces) a project's settings for one provider; the secret is sealed under `key`. */
export async function saveProvider(
  db: Database,
  key: Buffer,
  { projectId, provider, settings, clientSecret }: ProviderConfig & { projectId: string },
  now: number,
): Promise<void> {
  const row = {
    settings,
    clientSecret: seal(key, label(projectId, provider), clientSecret),
    updatedAt: new Date(now),
  }
  await db
    .insert(socialProviders)
    .values({ projectId, provider, ...row })
    .onConflictDoUpdate({
      target: [socialProviders.projectId, socialProviders.provider],
      set: row,
    })
}

/** Removes a project's settings for one provider; says whether there were any. */
export async function removeProvider(
  db: Database,
  projectId: string,
  provider: SocialProvider,
): Promise<boolean> {
  const removed = await db
    .delete(socialProviders)
    .where(and(eq(socialProviders.projectId, projectId), eq(socialProviders.provider, provider)))
    .returning({ provider: socialProviders.provider })
  return removed.length > 0
}

/** The provider as `projectId` uses it: its own settings, else those for every project, else none. */
export async function findProvider(
  db: Database,
  key: Buffer,
  projectId: string,
  provider: SocialProvider,
): Promise<ProviderConfig | undefined> {
  const rows = await db
    .select()
    .from(socialProviders)
    .where(
      and(
        eq(socialProviders.provider, provider),
        inArray(socialProviders.projectId, [projectId, EVERY_PROJECT]),
      ),
    )
  const row = rows.find((r) => r.projectId === projectId) ?? rows[0]
  if (!row) return undefined
  return {
    provider,
    settings: row.settings as ProviderSettings,
    clientSecret: unseal(key, label(row.projectId, provider), row.clientSecret),
  }
}

/** Every provider setting, secrets left out (the command line's list). */
export async function listProviders(
  db: Database,
): Promise<{ projectId: string; provider: string; settings: ProviderSettings }[]> {
  const rows = await db
    .select({
      projectId: socialProviders.projectId,
      provider: socialProviders.provider,
      settings: socialProviders.settings,
    })
    .from(socialProviders)
    .orderBy(socialProviders.projectId, socialProviders.provider)
  return rows.map((row) => ({ ...row, settings: row.settings as ProviderSettings }))
}
