import { Hono } from 'hono'
import type { AppDeps, GuardEnv } from '../deps.js'

/** GET /v1/supported-chains: the chains this deployment serves, as CAIP-2 ids (EVM chains, then Solana clusters). */
export function supportedChainsRoute({ config, guard }: AppDeps) {
  const ids = [
    ...config.chains.map((chain) => `eip155:${chain.id}`),
    ...(config.solanaClusters ?? []).map((cluster) => `solana:${cluster.reference}`),
  ]
  return new Hono<GuardEnv>()
    .use('/v1/supported-chains', guard)
    .get('/v1/supported-chains', (c) => c.json({ http: ids, ws: [] }))
}
