import type { QueryClient } from '@tanstack/query-core'
import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter.js'
import type { ApiClient } from '../api/client.js'
import type { ConnectAnswer } from '../connectors/flow.js'
import type { DebugLog } from '../debugLogTypes.js'
import type { EventBus } from '../events.js'
import type { ResolvedOptions } from '../options/types.js'
import type { PayResult } from '../pay/types.js'
import type { SharedKey } from '../sessionHub/sharedKey.js'
import type { SiwxConfig } from '../siwx/types.js'
import type { FoyerState } from '../state/types.js'
import type { FoyerStorage } from '../storage.js'

/** Mutable bits an instance keeps for itself (timers, the running reconnect). Not for hosts. */
export type FoyerInternals = {
  reconnecting: Promise<void> | undefined
  toastTimer: ReturnType<typeof setTimeout> | undefined
  toastSeq: number
  unmounts: (() => void)[]
  /** Set by destroy(): work that arrives later (a lazily loaded module) must not start. */
  destroyed: boolean
  /** Whether analytics events are sent: the option and the project's setting (SPEC §7). */
  analyticsEnabled: boolean
  /** The connect flow under way: how to abort it, and who waits for the visitor's answer. */
  connectFlow: RunningConnectFlow | undefined
  /** Development notices already printed, so each is said once. */
  notices: Set<string>
  /** The last approval request id, and who waits for the visitor's decision on each (`actions/approvals.ts`). */
  approvalSeq: number
  approvalWaiters: Map<number, { approve(): void; reject(error: Error): void }>
  /** What adapters share within this instance, by key (the session hubs every namespace joins). */
  shared: Map<SharedKey<unknown>, unknown>
  /** The debug log for support (off unless turned on). */
  debugLog: DebugLog
  /** The last `setLocale` call: a slower, earlier load must not overwrite a later choice. */
  localeSeq: number
  /** The SIWX config, once loaded (`siwx/loadSiwx.ts`). */
  siwx: Promise<SiwxConfig> | undefined
  /** The last sign-in check: an older one that answers late is ignored. */
  signInSeq: number
  /** Who waits on the payment under way (`pay()`). */
  payWaiter: { resolve(result: PayResult): void; reject(error: Error): void } | undefined
  /** The parts createFoyer starts once their chunk has loaded (`deferred/startDeferredParts.ts`): settled when they run. */
  deferredParts: Promise<void> | undefined
}

/** The parts of a running connect flow that are not state: its abort controller and a pending answer. */
export type RunningConnectFlow = {
  controller: AbortController
  answer: ((answer: ConnectAnswer) => void) | undefined
}

/**
 * The parts of an instance that actions work on. `createFoyer` returns this plus convenience
 * methods; actions take it as their first parameter, like wagmi's `(config, parameters)`.
 */
export type FoyerContext = {
  readonly options: ResolvedOptions
  readonly store: StoreApi<FoyerState>
  readonly queryClient: QueryClient
  readonly storage: FoyerStorage
  readonly events: EventBus
  readonly adapters: readonly ChainAdapter[]
  /** The services' client, when `apiUrl` and `projectId` are configured. */
  readonly api: ApiClient | undefined
  readonly internal: FoyerInternals
}
