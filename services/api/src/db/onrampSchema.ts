import type { OnrampQuote } from '@foyer/core/api'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './schema.js'

/** Quotes given by POST /v1/onramp/quote, kept until they expire (migration 0008_onramp.sql). */
export const onrampQuotes = pgTable(
  'onramp_quotes',
  {
    /** The quote's id (quoteId), random. */
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    provider: text('provider').notNull(),
    purchaseCurrency: text('purchase_currency').notNull(),
    /** CAIP-2. */
    network: text('network').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The quote as answered. */
    quote: jsonb('quote').$type<OnrampQuote>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('onramp_quotes_expires_idx').on(table.expiresAt)],
)

/** The statuses of a purchase (onrampPurchasesSchema's). */
export type OnrampPurchaseStatus = 'pending' | 'paid' | 'completed' | 'failed' | 'abandoned'

/** Purchases started through a checkout link (POST /v1/generators/onrampurl). */
export const onrampPurchases = pgTable(
  'onramp_purchases',
  {
    /** The purchase's public id (as listed; the provider's external transaction id). */
    id: text('id').primaryKey(),
    /** SHA-256 (hex) of the sandbox checkout page's secret token; null for other providers. */
    checkoutHash: text('checkout_hash').unique(),
    /** SHA-256 (hex) of the read token answered with the checkout link; null for purchases recorded before. */
    readTokenHash: text('read_token_hash').unique('onramp_purchases_read_token_idx'),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    partnerUserId: text('partner_user_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<OnrampPurchaseStatus>().notNull(),
    purchaseCurrency: text('purchase_currency').notNull(),
    /** CAIP-2. */
    network: text('network').notNull(),
    /** CAIP-10. */
    destination: text('destination').notNull(),
    /** The token's contract or mint; '' for the network's coin. */
    asset: text('asset').notNull(),
    decimals: integer('decimals').notNull(),
    /** Decimal, in the token ('98.4'). */
    purchaseAmount: text('purchase_amount').notNull(),
    purchaseSymbol: text('purchase_symbol').notNull(),
    /** Decimal, in the payment currency ('100.00'). */
    paymentTotal: text('payment_total').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The quote the purchase was made at (fees, subtotal). */
    quote: jsonb('quote').$type<OnrampQuote>().notNull(),
    transactionHash: text('transaction_hash'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('onramp_purchases_partner_idx').on(table.projectId, table.partnerUserId, table.createdAt),
  ],
)
