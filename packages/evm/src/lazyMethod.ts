import type { EvmAdapterState } from './adapterState.js'
import type { EvmMethods } from './methods/evmMethods.js'

type AfterState<F> = F extends (state: EvmAdapterState, ...rest: infer R) => unknown ? R : never
type Result<F> = F extends (...args: never[]) => infer T ? Awaited<T> : never

/**
 * Makes the adapter's methods whose bodies (methods/) load with the lazy actions chunk on first call: a page
 * pays for a method only once the visitor, or a reconnect, uses one.
 */
export function lazyMethods(state: EvmAdapterState) {
  return <K extends keyof EvmMethods>(name: K) =>
    async (...parameters: AfterState<EvmMethods[K]>): Promise<Result<EvmMethods[K]>> => {
      const { actions } = await import('./actions.js')
      const method = actions.methods[name] as (
        state: EvmAdapterState,
        ...rest: unknown[]
      ) => Promise<Result<EvmMethods[K]>>
      return method(state, ...parameters)
    }
}
