import { clientIp } from '@foyer/server'
import type { Context } from 'hono'
import type { AuthConfig } from '../config/config.js'
import { coarseNetwork } from '../http/coarseNetwork.js'
import { placeFromHeaders } from '../http/locationHeader.js'

/**
 * Where a sign-in came from, as the sentence the device-approval mail and page show. The place the
 * operator's proxy or CDN writes (FOYER_AUTH_LOCATION_HEADER), honoured only when the service trusts proxies
 * (FOYER_TRUST_PROXY, the rule the client address follows: a client cannot set it past them); else the
 * client's network, coarsely. Nothing the caller wrote (no user agent, no body). No GeoIP data is shipped:
 * the service looks up no place itself.
 */
export function signInPlace(
  c: Context | undefined,
  config: Pick<AuthConfig, 'trustProxyHops' | 'locationHeaders'>,
): string {
  if (!c) return UNKNOWN_PLACE
  if (config.trustProxyHops > 0 && config.locationHeaders?.length) {
    const area = placeFromHeaders(config.locationHeaders.map((name) => c.req.header(name)))
    if (area)
      return `The sign-in came from around ${area} (an approximate place, from its internet address).`
  }
  const network = coarseNetwork(clientIp(c, config.trustProxyHops))
  if (network.kind === 'range')
    return `The sign-in came from an internet address in the range ${network.range}.`
  if (network.kind === 'private') return 'The sign-in came from a local or private network.'
  return UNKNOWN_PLACE
}

const UNKNOWN_PLACE = 'Where the sign-in came from is not known.'
