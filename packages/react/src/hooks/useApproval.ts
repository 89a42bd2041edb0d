import {
  type ApprovalRequest,
  approveRequest,
  getCurrentApproval,
  rejectRequest,
} from '@foyer/core/internal'
import { useCallback, useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseApprovalReturnType = {
  /** The request waiting for the visitor (the oldest of the stack), or running once approved. */
  request: ApprovalRequest | undefined
  /** Approves the request shown: the wallet signs or sends it. */
  approve(): void
  /** Declines it: the app's request fails with the user-rejected error (4001). */
  reject(): void
}

/** The unsafe request the visitor has to approve or reject (ApproveTransaction uses this, a host may too). */
export function useApproval(): UseApprovalReturnType {
  const foyer = useFoyer()
  const request = useFoyerSelector(useCallback(() => getCurrentApproval(foyer), [foyer]))
  return useMemo(
    () => ({
      request,
      approve: () => {
        if (request) approveRequest(foyer, { id: request.id })
      },
      reject: () => {
        if (request) rejectRequest(foyer, { id: request.id })
      },
    }),
    [foyer, request],
  )
}
