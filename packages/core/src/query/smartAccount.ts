import {
  type GrantPermissionsParameters,
  getPermissions,
  grantPermissions,
  type RevokePermissionsParameters,
  revokePermissions,
} from '../actions/permissions.js'
import {
  type GetCallsStatusParameters,
  getCallsStatus,
  type SendCallsParameters,
  sendCalls,
} from '../actions/sendCalls.js'
import {
  type SetPreferredAccountTypeParameters,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for switching between the smart account and the EOA. */
export function setPreferredAccountTypeMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'setPreferredAccountType'] as const,
    mutationFn: (parameters: SetPreferredAccountTypeParameters) =>
      setPreferredAccountType(foyer, parameters),
  }
}

/** Mutation options for sending a batch of calls (EIP-5792). */
export function sendCallsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'sendCalls'] as const,
    mutationFn: (parameters: SendCallsParameters) => sendCalls(foyer, parameters),
  }
}

/** How often a pending batch's status is asked again. */
export const CALLS_STATUS_POLL_MS = 1000

/** Query options for a batch's status: asked again every second while it is pending. */
export function callsStatusQueryOptions(foyer: FoyerContext, parameters: GetCallsStatusParameters) {
  return {
    queryKey: ['foyer', 'callsStatus', parameters.id] as const,
    queryFn: () => getCallsStatus(foyer, parameters),
    enabled: parameters.id.length > 0,
    refetchInterval: (query: { state: { data?: { status: string } | undefined } }) =>
      query.state.data && query.state.data.status !== 'pending' ? false : CALLS_STATUS_POLL_MS,
  }
}

/** Query options for the permissions granted from this browser to the connected account. */
export function permissionsQueryOptions(foyer: FoyerContext, address: string | undefined) {
  return {
    queryKey: ['foyer', 'permissions', address ?? ''] as const,
    queryFn: () => getPermissions(foyer),
    staleTime: 0,
  }
}

/** Mutation options for asking a permission (smart sessions). */
export function grantPermissionsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'grantPermissions'] as const,
    mutationFn: (parameters: GrantPermissionsParameters) => grantPermissions(foyer, parameters),
  }
}

/** Mutation options for taking a permission back. */
export function revokePermissionsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'revokePermissions'] as const,
    mutationFn: (parameters: RevokePermissionsParameters) => revokePermissions(foyer, parameters),
  }
}
