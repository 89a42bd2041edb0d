// Node-only entry (`@foyer/devnet/node`): starts and stops the local chains.
import type { Chain } from 'viem'
import { type AnvilProcess, startAnvil } from './anvil.js'
import {
  DEVNET_BUNDLER_PORT,
  DEVNET_CHAINS,
  DEVNET_HOST,
  type DevnetPorts,
  devnetBundlerUrls,
  devnetChains,
  devnetRpcUrls,
} from './chains.js'
import { compileContracts } from './compile.js'
import { seedErc4337 } from './erc4337/seed.js'
import { type BundlerServer, startBundler } from './erc4337/server.js'
import { probeChainId, rpc } from './rpc.js'
import { seedFarcaster, seedTokens } from './seed.js'
import { seedAmm } from './seedAmm.js'
import { seedEditions } from './seedEditions.js'
import { seedEns } from './seedEns.js'
import { seedNfts } from './seedNfts.js'
import { SOLANA_DEVNET } from './solana/cluster.js'
import { type SolanaDevnet, startSolanaDevnet } from './solana/start.js'

export { anvilBinaryPath } from './anvil.js'
export { type CompiledContract, type CompiledContracts, compileContracts } from './compile.js'
export { getFreePort, getFreePorts } from './ports.js'
export { TOKEN_CONTRACTS } from './seed.js'
export { type SolanaDevnet, startSolanaDevnet } from './solana/start.js'

/** Options of startDevnet. */
export type StartDevnetParameters = { ports?: DevnetPorts; host?: string }

/** A running devnet. */
export type Devnet = {
  /** The two chains (L1, L2) with RPC URLs pointing at the running nodes. */
  chains: [Chain, Chain]
  rpcUrls: { l1: string; l2: string }
  /** The ERC-4337 bundler (and ERC-7677 paymaster) endpoint of each chain: `http://host:port/<chainId>`. */
  bundlerUrls: { l1: string; l2: string }
  /** The local Solana cluster (LiteSVM in this process): its HTTP and WebSocket URLs. */
  solana: { rpcUrl: string; wsUrl: string }
  /** Process ids of the anvil processes this call started (reused nodes are not listed). */
  pids: number[]
  /** Stops the processes this call started and waits for them to exit; reused nodes keep running. */
  stop(): Promise<void>
}

/** Reuses a node answering at `url` with `chainId`, else starts one; throws if another chain answers. */
async function ensureNode(url: string, port: number, host: string, chainId: number) {
  const running = await probeChainId(url)
  if (running === chainId) return undefined
  if (running !== undefined) {
    throw new Error(`${url} answers with chain id ${running}, expected ${chainId}`)
  }
  return startAnvil({ port, host, chainId })
}

/** Whether the bundler at `urls` serves the nodes at `rpcUrls` (it names its node: `foyer_rpcUrl`). */
async function servesNodes(urls: { l1: string; l2: string }, rpcUrls: { l1: string; l2: string }) {
  const node = (url: string) => rpc<string>(url, 'foyer_rpcUrl', [], 1_000).catch(() => undefined)
  const [l1, l2] = await Promise.all([node(urls.l1), node(urls.l2)])
  return l1 === rpcUrls.l1 && l2 === rpcUrls.l2
}

/**
 * Reuses a bundler on `port` that serves these nodes, else starts one there. When no port was asked for and
 * the default one is taken (say by another devnet's bundler), the new bundler takes any free port instead;
 * startDevnet's `bundlerUrls` say where.
 */
async function ensureBundler(
  rpcUrls: { l1: string; l2: string },
  port: number | undefined,
  host: string,
): Promise<{ server?: BundlerServer; urls: { l1: string; l2: string } }> {
  const urls = devnetBundlerUrls({ bundler: port }, host)
  if (await servesNodes(urls, rpcUrls)) return { urls }
  const [l1, l2] = DEVNET_CHAINS
  const start = (on: number) =>
    startBundler({
      chains: [
        { chainId: l1.id, rpcUrl: rpcUrls.l1 },
        { chainId: l2.id, rpcUrl: rpcUrls.l2 },
      ],
      port: on,
      host,
    })
  const server = await start(port ?? DEVNET_BUNDLER_PORT).catch((error: NodeJS.ErrnoException) => {
    if (port === undefined && error.code === 'EADDRINUSE') return start(0)
    throw error
  })
  return { server, urls: devnetBundlerUrls({ bundler: server.port }, host) }
}

/**
 * Starts the two devnet chains (anvil) unless they already run, places the devnet tokens at their
 * fixed addresses and funds the dev accounts, plants the Farcaster ID registry with its test accounts, and
 * deploys Uniswap V2 with its pools and ENS (registry, public, universal and off-chain resolvers: DEVNET_ENS) and
 * ERC-4337 v0.7 (DEVNET_ERC4337); starts the bundler (with its paymaster service) and the local Solana cluster
 * beside them. Safe to call when a devnet is already up.
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const host = parameters.host ?? DEVNET_HOST
  const ports = {
    l1: parameters.ports?.l1 ?? DEVNET_CHAINS[0].defaultPort,
    l2: parameters.ports?.l2 ?? DEVNET_CHAINS[1].defaultPort,
  }
  const rpcUrls = devnetRpcUrls(ports, host)
  const contractsPromise = compileContracts()
  // Awaited below; this keeps an early failure elsewhere from leaving it an unhandled rejection.
  contractsPromise.catch(() => undefined)
  const results = await Promise.allSettled([
    ensureNode(rpcUrls.l1, ports.l1, host, DEVNET_CHAINS[0].id),
    ensureNode(rpcUrls.l2, ports.l2, host, DEVNET_CHAINS[1].id),
  ])
  const solanaResult = await startSolanaDevnet({
    port: parameters.ports?.solana ?? SOLANA_DEVNET.defaultPort,
    host,
  }).then(
    (cluster) => ({ status: 'fulfilled' as const, value: cluster }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  )
  const started = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
  const solana: SolanaDevnet | undefined =
    solanaResult.status === 'fulfilled' ? solanaResult.value : undefined
  let bundler: BundlerServer | undefined
  let bundlerUrls = devnetBundlerUrls(parameters.ports, host)
  const stop = async () => {
    await bundler?.stop()
    await Promise.all([...started.map((node: AnvilProcess) => node.stop()), solana?.stop()])
  }
  try {
    for (const result of [...results, solanaResult])
      if (result.status === 'rejected') throw result.reason
    const contracts = await contractsPromise
    await Promise.all(
      [rpcUrls.l1, rpcUrls.l2].map(async (url) => {
        await seedTokens(url, contracts)
        await seedFarcaster(url, contracts)
        await seedAmm(url)
        await seedEns(url, contracts)
        await seedErc4337(url, contracts)
        await seedNfts(url, contracts)
        await seedEditions(url, contracts)
      }),
    )
    const ensured = await ensureBundler(rpcUrls, parameters.ports?.bundler, host)
    bundler = ensured.server
    bundlerUrls = ensured.urls
  } catch (error) {
    await stop()
    throw error
  }
  return {
    chains: devnetChains(ports, host),
    rpcUrls,
    bundlerUrls,
    solana: { rpcUrl: (solana as SolanaDevnet).rpcUrl, wsUrl: (solana as SolanaDevnet).wsUrl },
    pids: started.map((node) => node.pid),
    stop,
  }
}
