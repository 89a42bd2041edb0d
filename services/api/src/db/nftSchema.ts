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

// Drizzle definitions of the tables migration 0012_nfts.sql adds (and 0014_nft_editions.sql extends).

/**
 * ERC-721 Transfer and ERC-1155 TransferSingle/TransferBatch events (one row per id). An ERC-721 token's owner
 * is the `to` of its latest one; an ERC-1155 balance is the amounts in minus the amounts out. Addresses
 * lower-case.
 */
export const nftTransfers = pgTable(
  'nft_transfers',
  {
    /** `chainId:txHash:logIndex`, and `:batchIndex` for the ids of a TransferBatch after its first. */
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
    /** 'erc721' or 'erc1155'. */
    standard: text('standard').$type<'erc721' | 'erc1155'>().notNull().default('erc721'),
    /** How many of the id moved (1 for ERC-721), a decimal string. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull().default('1'),
    /** The id's place in a TransferBatch (0 otherwise). */
    batchIndex: integer('batch_index').notNull().default(0),
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
    index('nft_transfers_from_idx').on(table.fromAddress, table.chainId),
  ],
)

/** An NFT contract's name and symbol, read once; `spam` hides its tokens from every answer. */
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

/** A token's metadata, read once from its tokenURI (ERC-721) or uri (ERC-1155): name, and the image when it was a checked data: URI. */
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
