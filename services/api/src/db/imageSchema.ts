import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** `bytea` as bytes: PGlite answers a Uint8Array, node-postgres a Buffer (which is one). */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Stored images of the wallet service, by kind (wallet, asset = a network, currency, token) and id
 * (migration 0005_images.sql). An id without a row gets a generated placeholder.
 */
export const images = pgTable(
  'images',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    contentType: text('content_type').notNull(),
    body: bytes('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
)
