import { sql } from 'drizzle-orm'
import type { SponsorshipBudget } from '../config.js'
import type { Database } from '../db/database.js'

/** A budget to spend from: its key (an account, a project) and its limits. */
export type BudgetCharge = { key: string; budget: SponsorshipBudget }

/** How often a process deletes past windows' rows (one DELETE, on a write). */
const SWEEP_EVERY_MS = 60_000

/** Thrown inside the transaction to undo the charges already made. */
class OverBudget extends Error {
  constructor(readonly key: string) {
    super(key)
  }
}

/**
 * Sponsorship budgets in the database (migration 0009): `charge` adds one operation and `gas` to each
 * budget's current window, all or none, and only when each stays within its limits. Counted by the database
 * in one transaction, so every process on it shares the budgets and two concurrent operations cannot both
 * take the last one. Resolves with the key of the first budget that had no room, or undefined once charged.
 */
export function createBudgets(db: Database, now: () => number = Date.now) {
  let sweptAt = 0
  return {
    async charge(charges: readonly BudgetCharge[], gas: bigint): Promise<string | undefined> {
      const at = now()
      for (const { key, budget } of charges) if (gas > BigInt(budget.gas)) return key
      try {
        await db.transaction(async (tx) => {
          for (const { key, budget } of charges) {
            const windowStart = Math.floor(at / budget.windowMs) * budget.windowMs
            const charged = await tx.execute(sql`
              INSERT INTO sponsorship_usage (budget_key, window_start, operations, gas)
              VALUES (${key}, ${windowStart}, 1, ${gas.toString()})
              ON CONFLICT (budget_key, window_start) DO UPDATE
                SET operations = sponsorship_usage.operations + 1,
                    gas = sponsorship_usage.gas + EXCLUDED.gas
                WHERE sponsorship_usage.operations + 1 <= ${budget.operations}
                  AND sponsorship_usage.gas + EXCLUDED.gas <= ${budget.gas}
              RETURNING operations`)
            if ((charged as unknown as { rows: unknown[] }).rows.length === 0)
              throw new OverBudget(key)
          }
        })
      } catch (error) {
        if (error instanceof OverBudget) return error.key
        throw error
      }
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at
        const longest = Math.max(...charges.map(({ budget }) => budget.windowMs))
        await db.execute(sql`DELETE FROM sponsorship_usage WHERE window_start < ${at - longest}`)
      }
      return undefined
    },
  }
}

export type Budgets = ReturnType<typeof createBudgets>
