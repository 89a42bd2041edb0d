import type { Foyer } from '../createFoyer.js'
import type { FoyerState } from '../state/types.js'

/** Resolves once the instance's state satisfies `reached` (at once if it already does): a wait on a state, never on time. */
export function untilState(foyer: Foyer, reached: (state: FoyerState) => boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    if (reached(foyer.getState())) return resolve()
    const stop = foyer.subscribeState((state) => {
      if (!reached(state)) return
      stop()
      resolve()
    })
  })
}
