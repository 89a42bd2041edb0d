import type { Features } from './types.js'

// Its own module: the modal's router asks it at once, while the notices that use it too load later
// (deferred/deferredParts.ts).

/** Feature switches that only work with Foyer's services (`apiUrl` and `projectId`). */
export const NEEDS_SERVICES: readonly (keyof Features)[] = ['history', 'swaps', 'onramp']

/** True when the feature switch only works with Foyer's services. */
export function needsServices(feature: keyof Features): boolean {
  return NEEDS_SERVICES.includes(feature)
}
