import { expect, expectTypeOf, test } from 'vitest'
import type {
  CanManageEmbeddedDevicesParameters,
  CanManageEmbeddedPasskeysParameters,
  canManageEmbeddedDevices,
  canManageEmbeddedPasskeys,
  GetAccountParameters,
  GetAdapterParameters,
  GetNetworkParameters,
  getAccount,
  getAdapter,
  getNetwork,
  HideToastParameters,
  hideToast,
  NetworkImageUrlParameters,
  networkImageUrl,
  RefreshBalancesParameters,
  refreshBalances,
  SetLocaleParameters,
  SetThemeModeParameters,
  SetThemeVariablesParameters,
  setLocale,
  setThemeMode,
  setThemeVariables,
  WalletImageUrlParameters,
  WatchAccountParameters,
  WatchConnectorsParameters,
  WatchNetworkParameters,
  WatchStateParameters,
  walletImageUrl,
  watchAccount,
  watchConnectors,
  watchNetwork,
  watchState,
} from '../packages/core/src/exports/index.js'

// The `Parameters` of an action with positional arguments is the tuple of its arguments after the instance
// (scripts/actionFiles.test.ts, issue 39 point 2). Written out for readers of the API report, so this file
// holds each to the function's own signature: the type check (`tsc`, in `npm test`) fails when they drift.

/** The arguments of an action after its first, the instance. */
type AfterInstance<F> = F extends (foyer: never, ...rest: infer Rest) => unknown ? Rest : never

test("a positional action's Parameters are its arguments after the instance", () => {
  expectTypeOf<
    AfterInstance<typeof canManageEmbeddedDevices>
  >().toEqualTypeOf<CanManageEmbeddedDevicesParameters>()
  expectTypeOf<
    AfterInstance<typeof canManageEmbeddedPasskeys>
  >().toEqualTypeOf<CanManageEmbeddedPasskeysParameters>()
  expectTypeOf<AfterInstance<typeof getAccount>>().toEqualTypeOf<GetAccountParameters>()
  expectTypeOf<AfterInstance<typeof getAdapter>>().toEqualTypeOf<GetAdapterParameters>()
  expectTypeOf<AfterInstance<typeof getNetwork>>().toEqualTypeOf<GetNetworkParameters>()
  expectTypeOf<AfterInstance<typeof hideToast>>().toEqualTypeOf<HideToastParameters>()
  expectTypeOf<AfterInstance<typeof networkImageUrl>>().toEqualTypeOf<NetworkImageUrlParameters>()
  expectTypeOf<AfterInstance<typeof refreshBalances>>().toEqualTypeOf<RefreshBalancesParameters>()
  expectTypeOf<AfterInstance<typeof setLocale>>().toEqualTypeOf<SetLocaleParameters>()
  expectTypeOf<AfterInstance<typeof setThemeMode>>().toEqualTypeOf<SetThemeModeParameters>()
  expectTypeOf<
    AfterInstance<typeof setThemeVariables>
  >().toEqualTypeOf<SetThemeVariablesParameters>()
  expectTypeOf<AfterInstance<typeof walletImageUrl>>().toEqualTypeOf<WalletImageUrlParameters>()
  expectTypeOf<AfterInstance<typeof watchAccount>>().toEqualTypeOf<WatchAccountParameters>()
  expectTypeOf<AfterInstance<typeof watchConnectors>>().toEqualTypeOf<WatchConnectorsParameters>()
  expectTypeOf<AfterInstance<typeof watchNetwork>>().toEqualTypeOf<WatchNetworkParameters>()
  expectTypeOf<AfterInstance<typeof watchState<number>>>().toEqualTypeOf<
    WatchStateParameters<number>
  >()
  // A host spreads them after the instance.
  const parameters: GetAccountParameters = ['eip155']
  expect(parameters).toEqual(['eip155'])
})
