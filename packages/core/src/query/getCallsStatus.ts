import { type GetCallsStatusParameters, getCallsStatus } from '../actions/getCallsStatus.js'
import type { FoyerContext } from '../types/instance.js'

/** How often a pending batch's status is asked again. */
export const CALLS_STATUS_POLL_MS = 1000

/** Query options for a batch's status: asked again every second while it is pending. */
export function getCallsStatusQueryOptions(
  foyer: FoyerContext,
  parameters: GetCallsStatusParameters,
) {
  return {
    queryKey: ['foyer', 'callsStatus', parameters.id] as const,
    queryFn: () => getCallsStatus(foyer, parameters),
    enabled: parameters.id.length > 0,
    refetchInterval: (query: { state: { data?: { status: string } | undefined } }) =>
      query.state.data && query.state.data.status !== 'pending' ? false : CALLS_STATUS_POLL_MS,
  }
}

/** @deprecated Renamed `getCallsStatusQueryOptions` (named after its action); kept for one release. */
export const callsStatusQueryOptions = getCallsStatusQueryOptions
