// The onramp's random values. A sandbox checkout page is reached by a secret token (whoever holds the link
// can pay or cancel), so only its SHA-256 is stored; the purchase's public id, which the purchases list
// shows, opens nothing.
import { createHash, randomBytes } from 'node:crypto'

/** A quote's id: 'q_' and 16 random bytes, base64url. */
export const newQuoteId = () => `q_${randomBytes(16).toString('base64url')}`

/** A purchase's public id: 'p_' and 16 random bytes, base64url. */
export const newPurchaseId = () => `p_${randomBytes(16).toString('base64url')}`

/** A checkout page's secret token: 32 random bytes, base64url (43 characters). */
export const newCheckoutToken = () => randomBytes(32).toString('base64url')

/** What a checkout token looks like; anything else is not looked up. */
export const CHECKOUT_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The stored form of a checkout token: its SHA-256, hex. */
export const hashCheckoutToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A purchase's read token: 'rt_' and 32 random bytes, base64url. Answered once, with the checkout link, to
 * whoever made it; it reads that purchase and nothing else. The prefix keeps it apart from a sign-in session's
 * id (43 characters), the other credential the purchases route takes.
 */
export const newReadToken = () => `rt_${randomBytes(32).toString('base64url')}`

/** What a read token looks like. */
export const READ_TOKEN = /^rt_[A-Za-z0-9_-]{43}$/

/** The stored form of a read token: its SHA-256, hex. */
export const hashReadToken = hashCheckoutToken
