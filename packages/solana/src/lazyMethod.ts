import type { SolanaAdapterState } from './adapterState.js'
import type { SolanaMethods } from './methods/solanaMethods.js'

type AfterState<F> = F extends (state: SolanaAdapterState, ...rest: infer R) => unknown ? R : never
type Result<F> = F extends (...args: never[]) => infer T ? Awaited<T> : never

/**
 * Makes the adapter's methods whose bodies (methods/) load with the lazy actions chunk on first call: a page
 * pays for a method only once the visitor, a reconnect or a shared session uses one.
 */
export function lazyMethods(state: SolanaAdapterState) {
  return <K extends keyof SolanaMethods>(name: K) =>
    async (...parameters: AfterState<SolanaMethods[K]>): Promise<Result<SolanaMethods[K]>> => {
      const { actions } = await import('./actions.js')
      const method = actions.methods[name] as (
        state: SolanaAdapterState,
        ...rest: unknown[]
      ) => Promise<Result<SolanaMethods[K]>>
      return method(state, ...parameters)
    }
}
