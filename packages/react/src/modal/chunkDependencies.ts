// For the bundler (docs/decisions.md, "One dependency set for lazy chunks"). The modal's chunk and every
// feature chunk hand out this list with what they export, so that each of them reaches the same modules of
// the page's first load: everything the modal's own chunk reaches (through mountModal and its views), and
// every hook. Rolldown then keeps those modules in the page's entry chunk instead of splitting them into
// extra eager files. (A bare `import './x.js'` would not do: the bundler drops imports of side-effect-free
// modules before it assigns chunks.) Nothing here imports a loader of a feature chunk (those are only in
// modalChunk.ts), so a feature chunk using it closes no import cycle; chunks.test.ts checks that every hook
// is listed.
import { useAccountNfts } from '../hooks/useAccountNfts.js'
import { useActivity } from '../hooks/useActivity.js'
import { useAddEmbeddedPasskey } from '../hooks/useAddEmbeddedPasskey.js'
import { useApproval } from '../hooks/useApproval.js'
import { useApproveSwap } from '../hooks/useApproveSwap.js'
import { useBalance } from '../hooks/useBalance.js'
import { useCachedBalance } from '../hooks/useCachedBalance.js'
import { useCachedIdentity } from '../hooks/useCachedIdentity.js'
import { useCachedQuery } from '../hooks/useCachedQuery.js'
import { useConfirmEmailChange } from '../hooks/useConfirmEmailChange.js'
import { useConnect } from '../hooks/useConnect.js'
import { useConnectList } from '../hooks/useConnectList.js'
import { useDisconnect } from '../hooks/useDisconnect.js'
import { useEmbeddedDevices } from '../hooks/useEmbeddedDevices.js'
import { useEmbeddedPasskeys } from '../hooks/useEmbeddedPasskeys.js'
import { useEstimateSendFee } from '../hooks/useEstimateSendFee.js'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerEvents } from '../hooks/useFoyerEvents.js'
import { useFoyerLocale } from '../hooks/useFoyerLocale.js'
import { useFoyerModal } from '../hooks/useFoyerModal.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useFoyerProvider } from '../hooks/useFoyerProvider.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { useFoyerTheme } from '../hooks/useFoyerTheme.js'
import { useIdentity } from '../hooks/useIdentity.js'
import { useInfiniteQuery } from '../hooks/useInfiniteQuery.js'
import { useMutation } from '../hooks/useMutation.js'
import {
  useNameSuggestions,
  useNamesForAddress,
  useRegisterName,
  useResolveName,
} from '../hooks/useNames.js'
import { useObserverResult } from '../hooks/useObserverResult.js'
import {
  useOnrampOptions,
  useOnrampPurchase,
  useOnrampQuote,
  useOnrampQuotes,
  useStartOnramp,
} from '../hooks/useOnramp.js'
import { usePagedList } from '../hooks/usePagedList.js'
import { usePay } from '../hooks/usePay.js'
import {
  useGrantPermissions,
  usePermissions,
  useRevokePermissions,
} from '../hooks/usePermissions.js'
import { usePreferredAccountType } from '../hooks/usePreferredAccountType.js'
import { useQuery } from '../hooks/useQuery.js'
import { useRevokeEmbeddedDevice } from '../hooks/useRevokeEmbeddedDevice.js'
import { useCallsStatus, useSendCalls } from '../hooks/useSendCalls.js'
import { useSendTokens } from '../hooks/useSendTokens.js'
import { useSignIn } from '../hooks/useSignIn.js'
import { useSignMessage } from '../hooks/useSignMessage.js'
import { useSwap } from '../hooks/useSwap.js'
import { useSwapQuote } from '../hooks/useSwapQuote.js'
import { useSwapTokens } from '../hooks/useSwapTokens.js'
import { useSwitchNetwork } from '../hooks/useSwitchNetwork.js'
import { useTokenBalances } from '../hooks/useTokenBalances.js'
import { useUpdateEmail } from '../hooks/useUpdateEmail.js'
import { useWalletDirectory } from '../hooks/useWalletDirectory.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { eagerViews } from './eagerViews.js'
import { mountModal } from './mount.js'

/** Modules every lazy chunk of the modal reaches (see above); never called. */
export const chunkDependencies: readonly unknown[] = [
  mountModal,
  eagerViews,
  useAccountNfts,
  useActivity,
  useApproveSwap,
  useApproval,
  useBalance,
  useCachedBalance,
  useCachedIdentity,
  useCachedQuery,
  useConfirmEmailChange,
  useConnect,
  useConnectList,
  useDisconnect,
  useEmbeddedDevices,
  useEmbeddedPasskeys,
  useAddEmbeddedPasskey,
  useEstimateSendFee,
  useFoyer,
  useFoyerAccount,
  useFoyerEvents,
  useFoyerLocale,
  useFoyerModal,
  useFoyerNetwork,
  useFoyerProvider,
  useFoyerSelector,
  useFoyerState,
  useFoyerTheme,
  useIdentity,
  useNamesForAddress,
  useNameSuggestions,
  useRegisterName,
  useResolveName,
  useInfiniteQuery,
  useMutation,
  useObserverResult,
  usePagedList,
  useOnrampOptions,
  useOnrampPurchase,
  useOnrampQuote,
  useOnrampQuotes,
  useStartOnramp,
  useGrantPermissions,
  usePermissions,
  useRevokePermissions,
  usePreferredAccountType,
  useRevokeEmbeddedDevice,
  useCallsStatus,
  useSendCalls,
  usePay,
  useQuery,
  useSendTokens,
  useSignIn,
  useSignMessage,
  useSwap,
  useSwapQuote,
  useSwapTokens,
  useSwitchNetwork,
  useTokenBalances,
  useUpdateEmail,
  useWalletDirectory,
  useWalletInfo,
]
