import type { OnrampPurchase } from '../api/schemas.js'
import { OnrampError } from '../errors/onramp.js'
import { onrampApi } from '../onramp/onrampApi.js'
import type { FoyerContext } from '../types/instance.js'

/** A started purchase, as it is followed: its partner user id and its read token (`startOnramp`'s). */
export type GetOnrampPurchaseParameters = { partnerUserId: string; readToken: string }
/** Undefined until the provider has reported the purchase. */
export type GetOnrampPurchaseReturnType = OnrampPurchase | undefined
export type GetOnrampPurchaseErrorType = OnrampError
/** @deprecated Renamed `GetOnrampPurchaseParameters` (one name per action); kept for one release. */
export type OnrampPurchaseKey = GetOnrampPurchaseParameters

/** The newest purchase made through a checkout link, if the provider has reported one. */
export async function getOnrampPurchase(
  foyer: FoyerContext,
  { partnerUserId, readToken }: GetOnrampPurchaseParameters,
): Promise<GetOnrampPurchaseReturnType> {
  const client = onrampApi(foyer)
  try {
    const { purchases } = await client.request(
      `/v1/onramp/purchases/${encodeURIComponent(partnerUserId)}`,
      'onrampPurchases',
      { bearer: readToken },
    )
    return purchases[0]
  } catch (cause) {
    throw new OnrampError({ key: 'onrampUnavailable' }, cause)
  }
}
