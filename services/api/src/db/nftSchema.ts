import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { bytes } from './imageSchema.js'

// Drizzle definitions of the tables migration 0012_nfts.sql adds.

/** ERC-721 Transfer events; a token's owner is the `to` of its latest one. Addresses lower-case. */
export const nftTransfers = pgTable(
  'nft_transfers',
  {
    /** `chainId:txHash:logIndex`. */
    id: text('id').primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    /** Block timestamp, seconds. */
    minedAt: bigint('mined_at', { mode: 'number' }).notNull(),
    contract: text('contract').notNull(),
    /** uint256 as a decimal string. */
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
  },
  (table) => [
    index('nft_transfers_to_idx').on(table.toAddress, table.chainId),
    index('nft_transfers_token_idx').on(
      table.chainId,
      table.contract,
      table.tokenId,
      table.blockNumber,
    ),
    index('nft_transfers_block_idx').on(table.chainId, table.blockNumber),
  ],
)

/** An ERC-721 contract's name and symbol, read once; `spam` hides its tokens from every answer. */
export const nftCollections = pgTable(
  'nft_collections',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    spam: boolean('spam').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract] })],
)

/** A token's metadata, read once from its tokenURI: name, and the image when it was a checked data: URI. */
export const nftTokens = pgTable(
  'nft_tokens',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    name: text('name'),
    imageType: text('image_type'),
    image: bytes('image'),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.tokenId] })],
)
