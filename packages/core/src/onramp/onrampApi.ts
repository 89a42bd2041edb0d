import { OnrampError } from '../errors/onramp.js'
import type { FoyerContext } from '../types/instance.js'
import { isOnrampRestricted } from './restricted.js'

/**
 * The data service's client for an onramp call, or the reason there is none: no services configured, or
 * a visitor in a time zone where buying is not offered (SPEC §9). Every onramp action asks it first.
 */
export function onrampApi(foyer: FoyerContext) {
  if (!foyer.api) throw new OnrampError({ key: 'onrampUnavailable' })
  if (isOnrampRestricted()) throw new OnrampError({ key: 'onrampRestricted' })
  return foyer.api
}

/** Whether the onramp's queries may run: the services configured, the feature on, the region served. */
export function onrampQueriesEnabled(foyer: FoyerContext): boolean {
  return !!foyer.api && foyer.options.features.onramp && !isOnrampRestricted()
}
