import { TOAST_SWAP_DELAY_MS, TOAST_VISIBLE_MS } from '../constants.js'
import type { DisplayText } from '../messages/displayText.js'
import { applyToast } from '../state/modalWrites.js'
import type { Toast } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'
import { hideToast } from './hideToast.js'

export type ShowToastReturnType = number
/** It does not throw. */
export type ShowToastErrorType = never

export type ShowToastParameters = { variant: Toast['variant']; message?: DisplayText | undefined }

/**
 * Shows a toast. A loading toast says 'Authenticating...' unless told otherwise and stays until replaced
 * or hidden with the id this returns; success and error toasts hide by themselves. Replacing a visible
 * toast waits 150 ms (SPEC §2).
 */
export function showToast(foyer: FoyerContext, { variant, message }: ShowToastParameters): number {
  const toast: Toast = {
    variant,
    message: message ?? (variant === 'loading' ? { key: 'authenticating' } : ''),
    id: ++foyer.internal.toastSeq,
  }
  clearTimeout(foyer.internal.toastTimer)
  const show = () => {
    applyToast(foyer, toast)
    if (variant !== 'loading')
      foyer.internal.toastTimer = setTimeout(() => hideToast(foyer, toast.id), TOAST_VISIBLE_MS)
  }
  if (foyer.store.getState().toast) {
    applyToast(foyer, undefined)
    foyer.internal.toastTimer = setTimeout(show, TOAST_SWAP_DELAY_MS)
  } else show()
  return toast.id
}
