import type { HistoryItem } from '../api/schemas.js'
import type { BaseError } from '../errors/base.js'
import { ActivityUnavailableError, ServiceNotConfiguredError } from '../errors/data.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetActivityParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  /** The page after the one this cursor ended; the first page without it. */
  cursor?: string | undefined
}
export type GetActivityReturnType = { items: HistoryItem[]; next: string | undefined }
export type GetActivityErrorType = ActivityUnavailableError | BaseError

/** One page of an address's transaction history on one network, from the data service (SPEC §7). */
export async function getActivity(
  foyer: FoyerContext,
  { address, caipNetworkId, cursor }: GetActivityParameters,
): Promise<GetActivityReturnType> {
  if (!foyer.api) throw new ServiceNotConfiguredError('Activity')
  try {
    const page = await foyer.api.request(`/v1/account/${address}/history`, 'history', {
      query: { chainId: caipNetworkId, cursor },
    })
    return { items: page.data, next: page.next ?? undefined }
  } catch (cause) {
    throw new ActivityUnavailableError(cause)
  }
}
