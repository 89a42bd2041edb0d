// `tsx devnet/src/cli.ts`: runs the devnet until interrupted.
// Ports come from FOYER_DEVNET_L1_PORT / FOYER_DEVNET_L2_PORT / FOYER_DEVNET_SOLANA_PORT /
// FOYER_DEVNET_BUNDLER_PORT (defaults 8545 / 8546 / 8899 / 4337).

import { startDevnet } from './node.js'
import { SOLANA_DEVNET } from './solana/cluster.js'
import { DEVNET_TOKENS } from './tokens.js'

function portFromEnv(name: string): number | undefined {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`${name}: invalid port ${value}`)
  return port
}

const startedAt = performance.now()
const devnet = await startDevnet({
  ports: {
    l1: portFromEnv('FOYER_DEVNET_L1_PORT'),
    l2: portFromEnv('FOYER_DEVNET_L2_PORT'),
    solana: portFromEnv('FOYER_DEVNET_SOLANA_PORT'),
    bundler: portFromEnv('FOYER_DEVNET_BUNDLER_PORT'),
  },
})
const reused = devnet.pids.length < 2 ? ' (reusing nodes already running)' : ''
console.log(`devnet ready in ${Math.round(performance.now() - startedAt)} ms${reused}`)
for (const chain of devnet.chains) {
  console.log(`  ${chain.name} (chain id ${chain.id}): ${chain.rpcUrls.default.http[0]}`)
}
console.log(`  ERC-4337 bundler and paymaster: ${devnet.bundlerUrls.l1}, ${devnet.bundlerUrls.l2}`)
console.log(`  ${SOLANA_DEVNET.name}: ${devnet.solana.rpcUrl} (WebSocket ${devnet.solana.wsUrl})`)
console.log(`  tokens: ${DEVNET_TOKENS.map((t) => `${t.symbol} ${t.address}`).join(', ')}`)

let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: stopping devnet`)
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
