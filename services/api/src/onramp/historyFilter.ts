import { ApiError } from '@foyer/server'
import type { ServiceConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { purchaseReaderOf } from './purchaseReader.js'
import { deliveriesTo } from './store.js'

/** The providers this deployment buys through, by id (the ones createOnrampService builds). */
export function onrampProviderIds(config: ServiceConfig): string[] {
  return [config.onramp?.sandbox ? 'sandbox' : '', config.onramp?.moonpay ? 'moonpay' : ''].filter(
    Boolean,
  )
}

/**
 * SPEC §7's history `onramp`: the transactions that delivered the account's purchases through `provider`.
 * Purchases are private (issue 37: read by the purchase's read token or a sign-in session of the address they
 * go to), so this asks for the same `Authorization: Bearer` as GET /v1/onramp/purchases, and a provider the
 * deployment does not buy through is a 400 that names the ones it does.
 */
export async function onrampDeliveries(
  db: Database,
  config: ServiceConfig,
  {
    projectId,
    provider,
    account,
    authorization,
  }: {
    projectId: string
    provider: string
    /** The EVM account, lower case. */
    account: string
    authorization: string | undefined
  },
): Promise<string[]> {
  const providers = onrampProviderIds(config)
  if (!providers.includes(provider))
    throw new ApiError(
      400,
      'INVALID_ONRAMP',
      providers.length
        ? `Invalid onramp: expected one of ${providers.join(', ')}`
        : 'Invalid onramp: this service buys through no provider',
    )
  const reader = await purchaseReaderOf(db, projectId, authorization)
  return deliveriesTo(db, projectId, provider, account, reader)
}
