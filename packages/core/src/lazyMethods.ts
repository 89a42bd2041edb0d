/** One of an adapter's method bodies: the adapter's state first, then the method's own parameters. */
type MethodBody<State> = (state: State, ...parameters: never[]) => unknown

/** A method body's parameters after the adapter's state. */
type AfterState<Body> = Body extends (state: never, ...parameters: infer Rest) => unknown
  ? Rest
  : never

/** What a method body resolves with. */
type Result<Body> = Body extends (...parameters: never[]) => infer T ? Awaited<T> : never

/** Makes one of an adapter's methods from the name of its body (what `lazyMethods` returns). */
export type LazyMethods<Methods> = <K extends keyof Methods>(
  name: K,
) => (...parameters: AfterState<Methods[K]>) => Promise<Result<Methods[K]>>

/**
 * Makes an adapter's methods whose bodies load on first call (issue 38): `load` imports the adapter's lazy
 * chunk — the `import()` stays in the adapter's own module, so the bundler splits the adapter's chunk — and
 * hands back its method bodies, each called with `state` first. A page pays for a method only once the
 * visitor, a reconnect or a shared session uses one.
 */
export function lazyMethods<State, Methods extends { [K in keyof Methods]: MethodBody<State> }>(
  state: State,
  load: () => Promise<Methods>,
): LazyMethods<Methods> {
  return (name) =>
    async (...parameters) => {
      const body = (await load())[name] as unknown as (state: State, ...rest: unknown[]) => never
      return body(state, ...parameters)
    }
}
