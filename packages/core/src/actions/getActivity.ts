import type { HistoryItem } from '../api/schemas.js'
import type { BaseError } from '../errors/base.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { ActivityUnavailableError } from '../errors/dataUnavailable.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetActivityParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  /** The page after the one this cursor ended; the first page without it. */
  cursor?: string | undefined
  /**
   * Only the transactions that delivered this address's purchases through one onramp provider (SPEC §7's
   * `onramp`). Purchases are private: `reader` is the purchase's read token (`startOnramp`'s `readToken`)
   * or the id of a sign-in session of the address, as for `getOnrampPurchase`.
   */
  onramp?: { provider: string; reader: string } | undefined
  /** The fetch cache mode (SPEC §7's "cache mode"); `no-cache` by default with `onramp`, whose answers move. */
  cache?: RequestCache | undefined
}
export type GetActivityReturnType = { items: HistoryItem[]; next: string | undefined }
export type GetActivityErrorType = ActivityUnavailableError | BaseError

/** One page of an address's transaction history on one network, from the data service (SPEC §7). */
export async function getActivity(
  foyer: FoyerContext,
  { address, caipNetworkId, cursor, onramp, cache }: GetActivityParameters,
): Promise<GetActivityReturnType> {
  if (!foyer.api) throw new ServiceNotConfiguredError('Activity')
  try {
    const page = await foyer.api.request(`/v1/account/${address}/history`, 'history', {
      query: { chainId: caipNetworkId, cursor, onramp: onramp?.provider },
      bearer: onramp?.reader,
      cache: cache ?? (onramp ? 'no-cache' : undefined),
    })
    return { items: page.data, next: page.next ?? undefined }
  } catch (cause) {
    throw new ActivityUnavailableError(cause)
  }
}
