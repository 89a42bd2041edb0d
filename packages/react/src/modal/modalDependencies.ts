// For the bundler (docs/decisions.md, "One dependency set for lazy chunks" and "The press loads no
// feature-only hook"). What the modal's own chunk hands out: `mountModal`, its views and every hook but those
// only feature views use (chunkDependencies.ts lists them). Every feature chunk hands out
// `chunkDependencies`, which holds this list, so each of them still reaches everything the modal reaches.
// Which hooks may leave this list is measured, not derived: without the pay or onramp hooks here the bundler
// splits the host's entry again (hostBuild.test.ts fails), so they stay.

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
import { useObserverResult } from '../hooks/useObserverResult.js'
import { useOnrampOptions } from '../hooks/useOnrampOptions.js'
import { useOnrampPurchase } from '../hooks/useOnrampPurchase.js'
import { useOnrampQuote } from '../hooks/useOnrampQuote.js'
import { useOnrampQuotes } from '../hooks/useOnrampQuotes.js'
import { usePagedList } from '../hooks/usePagedList.js'
import { usePay } from '../hooks/usePay.js'
import { usePreferredAccountType } from '../hooks/usePreferredAccountType.js'
import { useQuery } from '../hooks/useQuery.js'
import { useRevokeEmbeddedDevice } from '../hooks/useRevokeEmbeddedDevice.js'
import { useSetPreferredAccountType } from '../hooks/useSetPreferredAccountType.js'
import { useSignIn } from '../hooks/useSignIn.js'
import { useSignMessage } from '../hooks/useSignMessage.js'
import { useSignOut } from '../hooks/useSignOut.js'
import { useStartOnramp } from '../hooks/useStartOnramp.js'
import { useSwap } from '../hooks/useSwap.js'
import { useSwapQuote } from '../hooks/useSwapQuote.js'
import { useSwapTokens } from '../hooks/useSwapTokens.js'
import { useSwitchNetwork } from '../hooks/useSwitchNetwork.js'
import { useAccountTokens } from '../hooks/useTokenBalances.js'
import { useUpdateEmail } from '../hooks/useUpdateEmail.js'
import { useWallets } from '../hooks/useWalletDirectory.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { eagerViews } from './eagerViews.js'
import { mountModal } from './mount.js'

/** Modules the modal's chunk and every feature chunk reach (see above); never called. */
export const modalDependencies: readonly unknown[] = [
  mountModal,
  eagerViews,
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
  useInfiniteQuery,
  useMutation,
  useObserverResult,
  usePagedList,
  useOnrampOptions,
  useOnrampPurchase,
  useOnrampQuote,
  useOnrampQuotes,
  useStartOnramp,
  usePreferredAccountType,
  // What usePreferredAccountType and useSignIn are built on.
  useSetPreferredAccountType,
  useRevokeEmbeddedDevice,
  usePay,
  useQuery,
  useSignIn,
  useSignOut,
  useSignMessage,
  useSwap,
  useSwapQuote,
  useSwapTokens,
  useSwitchNetwork,
  useAccountTokens,
  useUpdateEmail,
  useWallets,
  useWalletInfo,
]
