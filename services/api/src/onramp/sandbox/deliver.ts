import { parseUnits } from 'viem'
import type { Database } from '../../db/database.js'
import { movePurchase, noteTransaction, type PurchaseRow } from '../store.js'
import { type Outcome, PayoutRefusedError, reasonOf, type Treasury } from './treasury.js'

/** How long paying waits for the payout to be mined before the page says the tokens are on their way. */
export const PAYOUT_WAIT_MS = 8_000

/** The address part of a purchase's CAIP-10 destination. */
const addressOf = (purchase: PurchaseRow) => purchase.destination.slice(purchase.network.length + 1)

/** Records what the payout came to: completed, failed on chain, or still on its way (unchanged). */
async function record(
  db: Database,
  purchase: PurchaseRow,
  hash: string,
  outcome: Outcome,
): Promise<PurchaseRow> {
  const moved =
    outcome === 'success'
      ? await movePurchase(db, purchase.id, ['paid'], 'completed', { transactionHash: hash })
      : outcome === 'reverted'
        ? await movePurchase(db, purchase.id, ['paid'], 'failed', {
            transactionHash: hash,
            failureReason: 'The token transfer failed on chain: nothing was delivered',
          })
        : undefined
  return moved ?? { ...purchase, transactionHash: hash }
}

/**
 * Pays a purchase out of the treasury, once it is `paid` (the caller moved it there, so exactly one call
 * runs per purchase): sends the tokens, notes the transaction, and waits up to PAYOUT_WAIT_MS for it. A send
 * that fails marks the purchase failed with the reason; one still unmined stays paid, with its hash, until
 * `settle` finds it mined.
 */
export async function deliver(
  db: Database,
  treasury: Treasury,
  purchase: PurchaseRow,
): Promise<PurchaseRow> {
  let hash: string
  try {
    hash = await treasury.send({
      network: purchase.network,
      asset: purchase.asset,
      decimals: purchase.decimals,
      to: addressOf(purchase),
      units: parseUnits(purchase.purchaseAmount, purchase.decimals),
    })
  } catch (error) {
    const failureReason =
      error instanceof PayoutRefusedError
        ? error.message
        : `The sandbox could not send the tokens: ${reasonOf(error)}`
    return (await movePurchase(db, purchase.id, ['paid'], 'failed', { failureReason })) ?? purchase
  }
  const noted = (await noteTransaction(db, purchase.id, hash)) ?? purchase
  return record(db, noted, hash, await treasury.waitFor(purchase.network, hash, PAYOUT_WAIT_MS))
}

/** A paid purchase whose payout was sent: completed or failed once its transaction is known. */
export async function settle(
  db: Database,
  treasury: Treasury | undefined,
  purchase: PurchaseRow,
): Promise<PurchaseRow> {
  if (!treasury || purchase.status !== 'paid' || !purchase.transactionHash) return purchase
  const outcome = await treasury
    .outcome(purchase.network, purchase.transactionHash)
    .catch(() => undefined)
  return record(db, purchase, purchase.transactionHash, outcome)
}
