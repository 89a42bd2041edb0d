import { readCaipAccountId } from '@foyer/core/caip'
import { ApiError } from '@foyer/server'
import type { Database } from '../db/database.js'
import { bearerToken } from '../routes/bearer.js'
import { hashSessionId, SESSION_ID } from '../sessions/secrets.js'
import { findLiveSession } from '../sessions/store.js'
import { hashReadToken, READ_TOKEN } from './ids.js'
import type { PurchaseReader } from './store.js'

const unauthorised = () =>
  new ApiError(
    401,
    'PURCHASE_READER_REQUIRED',
    "Reading purchases needs the purchase's read token (from its checkout link) or a sign-in session of the address they go to: Authorization: Bearer <token>",
  )

/**
 * Who asks for purchases, from the request's `Authorization: Bearer`: a purchase's read token (answered with
 * its checkout link), or the id of a live sign-in session of the project (SPEC §7 `/v1/sessions`), which reads
 * the purchases to its address. Anything else is a 401 that says the same whatever was sent, so the answer
 * tells nothing about which tokens or sessions exist.
 */
export async function purchaseReaderOf(
  db: Database,
  projectId: string,
  authorization: string | undefined,
): Promise<PurchaseReader> {
  const token = bearerToken(authorization)
  if (token !== undefined && READ_TOKEN.test(token)) return { readTokenHash: hashReadToken(token) }
  if (token === undefined || !SESSION_ID.test(token)) throw unauthorised()
  const session = await findLiveSession(db, projectId, hashSessionId(token), new Date())
  if (!session) throw unauthorised()
  const account = readCaipAccountId(session.account)
  if (account?.namespace !== 'eip155' && account?.namespace !== 'solana') throw unauthorised()
  return { namespace: account.namespace, address: account.address }
}
