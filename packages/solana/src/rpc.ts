import {
  createDefaultRpcTransport,
  createSolanaRpc,
  createSolanaRpcFromTransport,
  type RpcTransport,
} from '@solana/kit'
import { gatewayOf } from './gateway.js'
import type { SolanaNetwork } from './networks.js'

const clients = new Map<string, ReturnType<typeof createSolanaRpc>>()

/**
 * One JSON-RPC client per cluster URL, for the reads and sends the adapter makes itself: the data service's
 * gateway first when the network goes through it (gateway.ts), the network's own URL when the gateway
 * cannot be reached or answers with an HTTP error (a JSON-RPC error is the cluster's answer, kept).
 */
export function rpcFor(network: SolanaNetwork): ReturnType<typeof createSolanaRpc> {
  const gateway = gatewayOf(network)
  const key = gateway ? `${gateway} ${network.rpcUrl}` : network.rpcUrl
  let client = clients.get(key)
  if (!client) {
    client = gateway
      ? (createSolanaRpcFromTransport(
          failover([
            createDefaultRpcTransport({ url: gateway }),
            createDefaultRpcTransport({ url: network.rpcUrl }),
          ]),
        ) as ReturnType<typeof createSolanaRpc>)
      : createSolanaRpc(network.rpcUrl)
    clients.set(key, client)
  }
  return client
}

/** Tries each transport in turn while the one before fails at the transport level. */
function failover(transports: readonly RpcTransport[]): RpcTransport {
  return (async (config: Parameters<RpcTransport>[0]) => {
    let last: unknown
    for (const transport of transports) {
      try {
        return await transport(config)
      } catch (error) {
        if (config.signal?.aborted) throw error
        last = error
      }
    }
    throw last
  }) as RpcTransport
}
