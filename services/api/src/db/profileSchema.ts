import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Registered wallet names, by full lower-case name (migration 0006_profile_names.sql). */
export const profileNames = pgTable(
  'profile_names',
  {
    name: text('name').primaryKey(),
    suffix: text('suffix').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_names_address_idx').on(table.address, table.suffix)],
)

/** Registration messages already used (their hash), so none is accepted twice. */
export const profileUsedMessages = pgTable('profile_used_messages', {
  hash: text('hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
})
