import { jsonFromEnv } from '@foyer/server'
import * as v from 'valibot'
import { DEFAULT_SPONSORSHIP_BUDGETS, type SponsorshipConfig } from '../config.js'
import { validated } from '../validatedJson.js'

const budgetSchema = v.object({
  operations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  gas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  windowMs: v.pipe(v.number(), v.integer(), v.minValue(1000)),
})

const sponsorshipSchema = v.object({
  publicKeys: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'expected 32 bytes in hex'))),
    v.minLength(1),
  ),
  perAccount: v.optional(budgetSchema),
  perProject: v.optional(budgetSchema),
})

/**
 * FOYER_API_SPONSORSHIP: `{ "publicKeys": ["<auth service's Ed25519 public key, hex>"], "perAccount"?,
 * "perProject"? }`, each budget `{ "operations", "gas", "windowMs" }` (DEFAULT_SPONSORSHIP_BUDGETS when
 * absent). Without it the paymasters sponsor nothing.
 */
export function configuredSponsorship(): SponsorshipConfig | undefined {
  const value = jsonFromEnv('FOYER_API_SPONSORSHIP', validated(sponsorshipSchema))
  return value && { ...DEFAULT_SPONSORSHIP_BUDGETS, ...value }
}
