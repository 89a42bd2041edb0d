import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The wallet directory's version (one row, id 1): every import or seed bumps it, and each service process
 * reloads its in-memory copy of the directory when it changes (migration 0002_wallets.sql).
 */
export const directoryVersion = pgTable('directory_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
