import { createSolanaRpc } from '@solana/kit'
import type { SolanaNetwork } from './networks.js'

const clients = new Map<string, ReturnType<typeof createSolanaRpc>>()

/** One JSON-RPC client per cluster URL, for the reads and sends the adapter makes itself. */
export function rpcFor(network: SolanaNetwork): ReturnType<typeof createSolanaRpc> {
  let client = clients.get(network.rpcUrl)
  if (!client) {
    client = createSolanaRpc(network.rpcUrl)
    clients.set(network.rpcUrl, client)
  }
  return client
}
