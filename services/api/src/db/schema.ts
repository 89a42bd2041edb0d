import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** A host app allowed to call the services, with the origins its pages are served from. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Analytics events (POST /e), kept as sent. */
export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id),
  eventId: text('event_id').notNull(),
  url: text('url').notNull(),
  domain: text('domain').notNull(),
  timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  props: jsonb('props').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The token registry, per chain (CAIP-2 id). EVM addresses are stored lower-case, Solana mints as they are. */
export const tokens = pgTable(
  'tokens',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    decimals: integer('decimals').notNull(),
    iconUrl: text('icon_url'),
    spam: boolean('spam').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

/** Prices an operator sets, per token and currency. `address` 'native' is the chain's own coin. */
export const prices = pgTable(
  'prices',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    price: doublePrecision('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address, table.currency] })],
)

/** Wallet names and avatars (identity). Registration arrives with the names feature. */
export const names = pgTable('names', {
  address: text('address').primaryKey(),
  name: text('name').notNull().unique(),
  avatar: text('avatar'),
})

/** The wallet directory. */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    rdns: text('rdns'),
    homepage: text('homepage'),
    chains: jsonb('chains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    badgeType: text('badge_type'),
    rank: integer('rank').notNull().default(1000),
  },
  (table) => [index('wallets_rank_idx').on(table.rank, table.name)],
)

/** Blocks the indexer has seen, to notice reorganisations. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
)

/** Native, ERC-20 and NFT transfers the indexer recorded (columns from migrations 0001, 0003 and 0015). */
export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: text('tx_hash').notNull(),
    txIndex: integer('tx_index').notNull().default(0),
    txNonce: integer('tx_nonce').notNull(),
    /** Block timestamp, seconds. */
    minedAt: bigint('mined_at', { mode: 'number' }).notNull(),
    /** 'confirmed' or 'failed' (from the receipt). */
    status: text('status').notNull(),
    /** 'transfer', 'mint', 'burn' or 'approve'; send/receive is derived per viewer at read time. */
    operationType: text('operation_type').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Null for the chain's own coin. */
    tokenAddress: text('token_address'),
    /** Raw amount in the token's smallest unit, as a decimal string (how many of the id, for an NFT). */
    amount: text('amount').notNull(),
    /** An NFT's token id (uint256, decimal); null for coins and ERC-20 tokens. */
    nftTokenId: numeric('nft_token_id', { precision: 78, scale: 0 }),
    /** 'erc721' or 'erc1155' for an NFT; null otherwise. */
    nftStandard: text('nft_standard').$type<'erc721' | 'erc1155'>(),
  },
  (table) => [
    index('transfers_from_idx').on(table.fromAddress, table.chainId, table.blockNumber),
    index('transfers_to_idx').on(table.toAddress, table.chainId, table.blockNumber),
    index('transfers_tx_idx').on(table.chainId, table.txHash),
    index('transfers_block_idx').on(table.chainId, table.blockNumber),
  ],
)
