import { openView } from './actions/openView.js'
import { showToast } from './actions/showToast.js'
import type { DisplayText } from './messages/displayText.js'
import type { FoyerContext } from './types/instance.js'

/**
 * What an adapter's `loginFailed` shows (an e-mail or social login that failed where the modal could not say
 * it): the Connect view, with the reason as an error toast. It loads with the deferred parts
 * (`adapterContext.ts`), and the toast's actions with it.
 */
export function showLoginFailure(foyer: FoyerContext, message: DisplayText): void {
  openView(foyer, { view: 'Connect' })
  showToast(foyer, { variant: 'error', message })
}
