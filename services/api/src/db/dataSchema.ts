import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Drizzle definitions of the tables migration 0003_data.sql adds. (Its new transfers column and indexes are
// in schema.ts, which describes each table as the database has it now.)

/** Metadata of ERC-20 contracts outside the registry, read once by the indexer. */
export const tokenMetadata = pgTable(
  'token_metadata',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
