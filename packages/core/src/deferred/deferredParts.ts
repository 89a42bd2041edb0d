// The lazy chunk an instance loads as soon as createFoyer has returned (deferred/startDeferredParts.ts): what
// a visitor cannot meet before the page is interactive, kept out of the host's entry chunk (issue 38;
// docs/decisions.md, "What an instance starts after createFoyer"). A plain object, not a module namespace:
// reading a namespace a lazy chunk shares needs one of rolldown's helpers, which then leave the entry for a
// file of their own (docs/decisions.md, "One eager file").
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getBalance } from '../actions/getBalance.js'
import { openView } from '../actions/openView.js'
import { pay } from '../actions/pay.js'
import { requestApproval } from '../actions/requestApproval.js'
import { startServices } from '../actions/services.js'
import { setLocale } from '../actions/setLocale.js'
import { signMessage } from '../actions/signMessage.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createDebugLogRing } from '../debugLogRing.js'
import { watchModalReactions } from '../modalReactions.js'
import { announceUnavailableOptions } from '../options/availability.js'
import { reportInvalidOptions } from '../options/reportInvalidOptions.js'
import { showLoginFailure } from '../showLoginFailure.js'
import { watchSignIn } from '../signInReactions.js'
import { formatBalance } from '../utils/format.js'

/**
 * What startDeferredParts calls once the chunk is there, the instance's methods that act on a wallet
 * (`foyer.connect`, `disconnect`, `switchNetwork`, `signMessage`, `pay`), which call through it, the debug
 * log's ring buffer (`debugLog.ts` hands it the lines logged before), the adapters' `requestApproval`, the
 * start's `setLocale`, the native balance the balance query reads (`query/getBalance.ts`) and how the buttons
 * label it (`query/balanceLabel.ts`).
 */
export const deferredParts = {
  reportInvalidOptions,
  announceUnavailableOptions,
  watchSignIn,
  watchModalReactions,
  startServices,
  pay,
  connect,
  disconnect,
  switchNetwork,
  signMessage,
  createDebugLogRing,
  requestApproval,
  setLocale,
  getBalance,
  openView,
  showLoginFailure,
  formatBalance,
}

export type DeferredParts = typeof deferredParts
