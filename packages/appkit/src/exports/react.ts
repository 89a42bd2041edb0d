// @foyer/appkit/react: Reown AppKit's `@reown/appkit/react` on Foyer (README: what maps and what is refused).

export type { AppKitAccount, EmbeddedWalletInfo } from '../client/account.js'
export type { AppKit, AppKitTheme } from '../client/appKit.js'
export { createAppKit } from '../client/createAppKit.js'
export type { AppKitEvent, AppKitEventState } from '../client/events.js'
export type { AppKitNetworkState } from '../client/network.js'
export type { AppKitConnectorType } from '../client/providerType.js'
export type { AppKitState } from '../client/state.js'
export type { OpenOptions, Views } from '../client/views.js'
export type { AppKitElementAttributes } from '../elements/jsx.js'
export { AppKitCompatError } from '../errors.js'
export { type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export { useAppKitAccount } from '../hooks/useAppKitAccount.js'
export { useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export {
  type Provider,
  type RequestArguments,
  type UseAppKitProviderReturnType,
  useAppKitProvider,
} from '../hooks/useAppKitProvider.js'
export { useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type DisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../networks/types.js'
export type {
  AppKitCustomWallet,
  AppKitFeatures,
  AppKitOptions,
  AppKitOptions as CreateAppKit,
  AppKitThemeVariables,
} from '../options/types.js'
