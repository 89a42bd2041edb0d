import { applyModalOpen } from '../state/modalWrites.js'
import type { FoyerContext } from '../types/instance.js'
import { abortPendingApprovals } from './approvals.js'

export type CloseModalReturnType = boolean
/** It does not throw. */
export type CloseModalErrorType = never

export type CloseModalParameters = { force?: boolean | undefined }

/**
 * Closes the modal. Refused while approving a transaction unless forced (SPEC §2); returns whether it
 * closed. Requests still waiting for the visitor's approval are aborted ('Request was aborted').
 */
export function closeModal(foyer: FoyerContext, parameters: CloseModalParameters = {}): boolean {
  const state = foyer.store.getState()
  if (!state.open) return true
  if (state.router.view === 'ApproveTransaction' && !parameters.force) return false
  applyModalOpen(foyer, false)
  foyer.events.emit({ type: 'MODAL_CLOSE' })
  abortPendingApprovals(foyer)
  return true
}
