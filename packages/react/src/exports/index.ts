// The public API of @foyer/react. Named re-exports only; index.test.ts pins the list. Nothing here may
// import the modal's views: they load with `import()` on first open (see modal/load.ts).

export { AccountButton } from '../components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export {
  ConnectButtonRenderer,
  type ConnectButtonRenderProps,
} from '../components/ConnectButtonRenderer.js'
export { FoyerModal, type FoyerModalProps } from '../components/FoyerModal.js'
export { FoyerProvider, type FoyerProviderProps } from '../components/FoyerProvider.js'
export { NetworkButton } from '../components/NetworkButton.js'
export { FoyerContext } from '../context.js'
export { type UseAccountNftsReturnType, useAccountNfts } from '../hooks/useAccountNfts.js'
export { type UseActivityReturnType, useActivity } from '../hooks/useActivity.js'
export {
  type UseAddEmbeddedPasskeyReturnType,
  useAddEmbeddedPasskey,
} from '../hooks/useAddEmbeddedPasskey.js'
export { type UseApprovalReturnType, useApproval } from '../hooks/useApproval.js'
export { type UseApproveSwapReturnType, useApproveSwap } from '../hooks/useApproveSwap.js'
export {
  type UseBalanceParameters,
  type UseBalanceReturnType,
  useBalance,
} from '../hooks/useBalance.js'
export {
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
  useCallsStatus,
} from '../hooks/useCallsStatus.js'
export { type UseCapabilitiesReturnType, useCapabilities } from '../hooks/useCapabilities.js'
export {
  type UseConfirmEmailChangeReturnType,
  useConfirmEmailChange,
} from '../hooks/useConfirmEmailChange.js'
export { type UseConnectReturnType, useConnect } from '../hooks/useConnect.js'
export {
  type UseConnectListParameters,
  type UseConnectListReturnType,
  useConnectList,
} from '../hooks/useConnectList.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { useEmbeddedDevices } from '../hooks/useEmbeddedDevices.js'
export { useEmbeddedPasskeys } from '../hooks/useEmbeddedPasskeys.js'
export {
  type UseEstimateSendFeeParameters,
  type UseEstimateSendFeeReturnType,
  useEstimateSendFee,
} from '../hooks/useEstimateSendFee.js'
export { useFoyer } from '../hooks/useFoyer.js'
export { useFoyerAccount } from '../hooks/useFoyerAccount.js'
export { useFoyerEvents } from '../hooks/useFoyerEvents.js'
export { type UseFoyerLocaleReturnType, useFoyerLocale } from '../hooks/useFoyerLocale.js'
export { type UseFoyerModalReturnType, useFoyerModal } from '../hooks/useFoyerModal.js'
export { type UseFoyerNetworkReturnType, useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
export { useFoyerProvider } from '../hooks/useFoyerProvider.js'
export { useFoyerSelector } from '../hooks/useFoyerSelector.js'
export { type UseFoyerStateReturnType, useFoyerState } from '../hooks/useFoyerState.js'
export { type UseFoyerThemeReturnType, useFoyerTheme } from '../hooks/useFoyerTheme.js'
export {
  type UseGrantPermissionsReturnType,
  useGrantPermissions,
} from '../hooks/useGrantPermissions.js'
export { type UseIdentityReturnType, useIdentity } from '../hooks/useIdentity.js'
export {
  type UseNameSuggestionsParameters,
  type UseNameSuggestionsReturnType,
  useNameSuggestions,
} from '../hooks/useNameSuggestions.js'
export {
  type UseNamesForAddressParameters,
  type UseNamesForAddressReturnType,
  useNamesForAddress,
} from '../hooks/useNamesForAddress.js'
export { type UseOnrampOptionsReturnType, useOnrampOptions } from '../hooks/useOnrampOptions.js'
export {
  type UseOnrampPurchaseParameters,
  type UseOnrampPurchaseReturnType,
  useOnrampPurchase,
} from '../hooks/useOnrampPurchase.js'
export {
  type UseOnrampQuoteParameters,
  type UseOnrampQuoteReturnType,
  useOnrampQuote,
} from '../hooks/useOnrampQuote.js'
export {
  type UseOnrampQuotesParameters,
  type UseOnrampQuotesReturnType,
  useOnrampQuotes,
} from '../hooks/useOnrampQuotes.js'
export type { PagedList } from '../hooks/usePagedList.js'
export { type UsePayReturnType, usePay } from '../hooks/usePay.js'
export { type UsePermissionsReturnType, usePermissions } from '../hooks/usePermissions.js'
export {
  type UsePreferredAccountTypeReturnType,
  usePreferredAccountType,
} from '../hooks/usePreferredAccountType.js'
export { type UseRegisterNameReturnType, useRegisterName } from '../hooks/useRegisterName.js'
export {
  type UseResolveNameParameters,
  type UseResolveNameReturnType,
  useResolveName,
} from '../hooks/useResolveName.js'
export {
  type UseRevokeEmbeddedDeviceReturnType,
  useRevokeEmbeddedDevice,
} from '../hooks/useRevokeEmbeddedDevice.js'
export {
  type UseRevokePermissionsReturnType,
  useRevokePermissions,
} from '../hooks/useRevokePermissions.js'
export { type UseSendCallsReturnType, useSendCalls } from '../hooks/useSendCalls.js'
export { type UseSendTokensReturnType, useSendTokens } from '../hooks/useSendTokens.js'
export {
  type UseSetPreferredAccountTypeReturnType,
  useSetPreferredAccountType,
} from '../hooks/useSetPreferredAccountType.js'
export { type UseSignInReturnType, useSignIn } from '../hooks/useSignIn.js'
export { type UseSignMessageReturnType, useSignMessage } from '../hooks/useSignMessage.js'
export { type UseSignOutReturnType, useSignOut } from '../hooks/useSignOut.js'
export { type UseStartOnrampReturnType, useStartOnramp } from '../hooks/useStartOnramp.js'
export { type UseSwapReturnType, useSwap } from '../hooks/useSwap.js'
export {
  type UseSwapQuoteParameters,
  type UseSwapQuoteReturnType,
  useSwapQuote,
} from '../hooks/useSwapQuote.js'
export { type UseSwapTokensReturnType, useSwapTokens } from '../hooks/useSwapTokens.js'
export { type UseSwitchNetworkReturnType, useSwitchNetwork } from '../hooks/useSwitchNetwork.js'
export {
  type UseAccountTokensReturnType,
  type UseTokenBalancesReturnType,
  useAccountTokens,
  useTokenBalances,
  type WalletToken,
} from '../hooks/useTokenBalances.js'
export { type UseUpdateEmailReturnType, useUpdateEmail } from '../hooks/useUpdateEmail.js'
export {
  type UseWalletDirectoryParameters,
  type UseWalletDirectoryReturnType,
  type UseWalletsParameters,
  type UseWalletsReturnType,
  useWalletDirectory,
  useWallets,
} from '../hooks/useWalletDirectory.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
