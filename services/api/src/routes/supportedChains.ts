import { Hono } from 'hono'
import type { AppDeps } from '../app.js'
import type { ClientParamsEnv } from '../http/clientParams.js'

/** GET /v1/supported-chains: the chains this deployment serves, as CAIP-2 ids. */
export function supportedChainsRoute({ config }: AppDeps) {
  const ids = config.chains.map((chain) => `eip155:${chain.id}`)
  return new Hono<ClientParamsEnv>().get('/v1/supported-chains', (c) =>
    c.json({ http: ids, ws: [] }),
  )
}
