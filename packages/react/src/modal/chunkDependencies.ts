// For the bundler (docs/decisions.md, "One dependency set for lazy chunks"). The modal's chunk and every
// feature chunk hand out this list with what they export, so that each of them reaches the same modules of
// the page's first load: everything the modal's own chunk reaches (through mountModal and its views), and
// every hook. The modal's own chunk hands out a part of it, `modalDependencies` (modalDependencies.ts):
// all but the hooks only feature views use, listed here, which thus ride a chunk the first feature view
// loads, not the one the press loads. Rolldown then keeps those modules in the page's entry chunk instead
// of splitting them into extra eager files. (A bare `import './x.js'` would not do: the bundler drops imports of side-effect-free
// modules before it assigns chunks.) Nothing here imports a loader of a feature chunk (those are only in
// modalChunk.ts), so a feature chunk using it closes no import cycle; chunks.test.ts checks that every hook
// is listed in one of the two.
import { useAccountNfts } from '../hooks/useAccountNfts.js'
import { useActivity } from '../hooks/useActivity.js'
import { useCallsStatus } from '../hooks/useCallsStatus.js'
import { useCapabilities } from '../hooks/useCapabilities.js'
import { useEstimateSendFee } from '../hooks/useEstimateSendFee.js'
import { useGrantPermissions } from '../hooks/useGrantPermissions.js'
import { useNameSuggestions } from '../hooks/useNameSuggestions.js'
import { useNamesForAddress } from '../hooks/useNamesForAddress.js'
import { usePermissions } from '../hooks/usePermissions.js'
import { useRegisterName } from '../hooks/useRegisterName.js'
import { useResolveName } from '../hooks/useResolveName.js'
import { useRevokePermissions } from '../hooks/useRevokePermissions.js'
import { useSendCalls } from '../hooks/useSendCalls.js'
import { useSendTokens } from '../hooks/useSendTokens.js'
import { modalDependencies } from './modalDependencies.js'

/** Modules every lazy chunk of the modal reaches (see above); never called. */
export const chunkDependencies: readonly unknown[] = [
  modalDependencies,
  useSendTokens,
  useEstimateSendFee,
  useNameSuggestions,
  useNamesForAddress,
  useRegisterName,
  useResolveName,
  useGrantPermissions,
  usePermissions,
  useRevokePermissions,
  useActivity,
  useAccountNfts,
  useCallsStatus,
  useCapabilities,
  useSendCalls,
]
