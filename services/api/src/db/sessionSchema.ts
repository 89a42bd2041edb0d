import type { SiweMessageFields, SiwxMessageFields } from '@foyer/core/siwx'
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './schema.js'

/** Nonces issued for sign-in messages, single use (migration 0007_sign_in_sessions.sql). */
export const signInNonces = pgTable(
  'sign_in_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the sign-in that used it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_nonces_expires_idx').on(table.expiresAt)],
)

/** Sign-in sessions, by the SHA-256 (hex) of their secret id; the id itself is never stored. */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** The session's public id (32 hex digits). */
    pci: text('pci').notNull().unique(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    /** CAIP-10: eip155:{chainId}:{address} or solana:{cluster reference}:{address}, as in the message. */
    account: text('account').notNull(),
    /** The message's fields, as parsed; the chain id a number for EVM, the cluster's reference for Solana. */
    data: jsonb('data').$type<SiweMessageFields | SiwxMessageFields>().notNull(),
    message: text('message').notNull(),
    /** Lower-case 0x hex (EVM); base58 as given (Solana). */
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_sessions_expires_idx').on(table.expiresAt),
    index('sign_in_sessions_account_idx').on(table.projectId, table.account),
  ],
)
