import { applyToast } from '../state/modalWrites.js'
import type { FoyerContext } from '../types/instance.js'

export type HideToastReturnType = undefined
/** It does not throw. */
export type HideToastErrorType = never

/** The arguments after the instance. */
export type HideToastParameters = [id?: number]

/** Hides the toast (only toast `id`, when given), also one still waiting for its 150 ms swap. */
export function hideToast(foyer: FoyerContext, id?: number): void {
  const current = foyer.store.getState().toast
  // Waiting to replace another toast: the timer is its show; hidden before it shows, it never does.
  if (!current && (id === undefined || id === foyer.internal.toastSeq))
    clearTimeout(foyer.internal.toastTimer)
  if (!current || (id !== undefined && current.id !== id)) return
  clearTimeout(foyer.internal.toastTimer)
  applyToast(foyer, undefined)
}
