/**
 * Gives the last result of `convert` again while its input is the same object: AppKit's getters build
 * new objects from Foyer's state, and React's useSyncExternalStore needs the same snapshot until it changes.
 */
export function lastResult<I, O>(convert: (input: I) => O): (input: I) => O {
  let cached: { input: I; output: O } | undefined
  return (input) => {
    if (cached && Object.is(cached.input, input)) return cached.output
    const output = convert(input)
    cached = { input, output }
    return output
  }
}

/** `lastResult` per key (one per namespace asked for). */
export function lastResultByKey<K, I, O>(convert: (input: I) => O): (key: K, input: I) => O {
  const byKey = new Map<K, (input: I) => O>()
  return (key, input) => {
    let cached = byKey.get(key)
    if (!cached) {
      cached = lastResult(convert)
      byKey.set(key, cached)
    }
    return cached(input)
  }
}
