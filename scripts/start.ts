// `npm start`: the devnet, then the demo built and served with its Content-Security-Policy.
// Ports: FOYER_DEVNET_L1_PORT (8545), FOYER_DEVNET_L2_PORT (8546), FOYER_DEMO_PORT (5173).
// Ctrl-C (or SIGTERM) stops everything this started; nothing is left running.
import { startDevnet } from '@foyer/devnet/node'
import { buildDemo, serveDemo } from './demo.js'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ports = { l1: port('FOYER_DEVNET_L1_PORT', 8545), l2: port('FOYER_DEVNET_L2_PORT', 8546) }

const devnet = await startDevnet({ ports })
let server: Awaited<ReturnType<typeof serveDemo>> | undefined
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  await server?.close().catch(() => {})
  await devnet.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void stop(0))
// `npm start` runs us under `sh -c`, which does not pass a SIGTERM on: when our parent goes away we are
// re-parented, and stop too, so the chains and the server never outlive the command that started them.
const parent = process.ppid
setInterval(() => process.ppid !== parent && void stop(0), 500).unref()

try {
  await buildDemo(ports)
  server = await serveDemo(port('FOYER_DEMO_PORT', 5173))
} catch (error) {
  console.error(error)
  await stop(1)
}

console.log(`
Foyer devnet
  Foyer Devnet     chain 31337  ${devnet.rpcUrls.l1}
  Foyer Devnet L2  chain 31338  ${devnet.rpcUrls.l2}

Demo:  ${server?.url}
       ${server?.url}?devwallets   (with the two dev wallets, signing with devnet keys)

Press Ctrl-C to stop.`)
