import type { CaipNetworkId, FoyerState, Namespace } from '@foyer/core'

/** The modal's state, as AppKit's `useAppKitState()` and `getState()` have it. */
export type AppKitState = {
  open: boolean
  /** The active namespace's network. */
  selectedNetworkId: CaipNetworkId | undefined
  /** True while a connection is being made. */
  loading: boolean
  /** True once createAppKit has returned: Foyer's instance is ready when it is created. */
  initialized: boolean
  activeChain: Namespace | undefined
}

/** Foyer's state as AppKit's public state. Its fields are primitives, so equal states compare field by field. */
export function toAppKitState(state: FoyerState): AppKitState {
  const activeChain = state.activeNamespace
  return {
    open: state.open,
    selectedNetworkId: activeChain
      ? state.networks[activeChain]?.caipNetwork?.caipNetworkId
      : undefined,
    loading: state.connectFlow !== undefined,
    initialized: true,
    activeChain,
  }
}

/** Whether two AppKit states say the same. */
export function sameState(a: AppKitState, b: AppKitState): boolean {
  return (Object.keys(a) as (keyof AppKitState)[]).every((key) => a[key] === b[key])
}
