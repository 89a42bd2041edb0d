import { rpc } from '../rpc.js'
import { SOLANA_DEVNET, solanaDevnetUrls } from './cluster.js'
import { createLedger } from './ledger.js'
import { seedLedger } from './seed.js'
import { serveSolanaRpc } from './server.js'

/** A local Solana cluster, started here or found running. */
export type SolanaDevnet = {
  rpcUrl: string
  wsUrl: string
  /** Whether this call started it (a reused cluster belongs to someone else and keeps running). */
  started: boolean
  stop(): Promise<void>
}

/** The genesis hash answering at `url`, or undefined when nothing answers there. */
async function probeGenesisHash(url: string): Promise<string | undefined> {
  try {
    return await rpc<string>(url, 'getGenesisHash', [], 1_000)
  } catch {
    return undefined
  }
}

/**
 * Starts the local Solana cluster in this process (LiteSVM behind a JSON-RPC server on `port`, HTTP and
 * WebSocket), seeded with the funded accounts and the two SPL tokens — or reuses the one already there.
 */
export async function startSolanaDevnet({
  port = SOLANA_DEVNET.defaultPort,
  host = '127.0.0.1',
}: {
  port?: number
  host?: string
} = {}): Promise<SolanaDevnet> {
  const urls = solanaDevnetUrls(port, host)
  const running = await probeGenesisHash(urls.rpcUrl)
  if (running === SOLANA_DEVNET.genesisHash)
    return { ...urls, started: false, stop: async () => {} }
  const ledger = createLedger()
  await seedLedger(ledger)
  const server = await serveSolanaRpc(ledger, { port, host })
  return { rpcUrl: server.rpcUrl, wsUrl: server.wsUrl, started: true, stop: server.close }
}
