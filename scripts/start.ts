// `npm start`: the devnet, Foyer's services, then the demo built and served with its Content-Security-Policy.
// Ports: FOYER_DEVNET_L1_PORT (8545), FOYER_DEVNET_L2_PORT (8546), FOYER_API_PORT (4000), FOYER_DEMO_PORT (5173).
// The services keep their data in .foyer/api-data (PGlite), or in PostgreSQL when DATABASE_URL is set.
// Ctrl-C (or SIGTERM) stops everything this started; nothing is left running.
import { join } from 'node:path'
import { type RunningService, toServiceChains } from '@foyer/api'
import { startDevServices } from '@foyer/api/dev'
import { startDevnet } from '@foyer/devnet/node'
import { buildDemo, DEMO_NAMES, demoProject, serveDemo } from './demo.js'
import { portInUse, portTakenMessage } from './ports.js'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ports = { l1: port('FOYER_DEVNET_L1_PORT', 8545), l2: port('FOYER_DEVNET_L2_PORT', 8546) }
const apiPort = port('FOYER_API_PORT', 4000)
const demoPort = port('FOYER_DEMO_PORT', 5173)

// A taken port is named with the variable that moves it, before anything starts. The devnet's ports may
// be taken by a devnet already running, which startDevnet reuses; anything else there is named below.
for (const [variable, value] of [
  ['FOYER_API_PORT', apiPort],
  ['FOYER_DEMO_PORT', demoPort],
] as const)
  if (await portInUse(value)) {
    console.error(portTakenMessage(value, variable))
    process.exit(1)
  }

const devnet = await startDevnet({ ports }).catch(async (error: unknown) => {
  for (const [variable, value] of [
    ['FOYER_DEVNET_L1_PORT', ports.l1],
    ['FOYER_DEVNET_L2_PORT', ports.l2],
  ] as const)
    if (await portInUse(value)) {
      console.error(portTakenMessage(value, variable))
      process.exit(1)
    }
  throw error
})
let services: RunningService | undefined
let server: Awaited<ReturnType<typeof serveDemo>> | undefined
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  await server?.close().catch(() => {})
  await services?.stop().catch(() => {})
  await devnet.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void stop(0))
// `npm start` runs us under `sh -c`, which does not pass a SIGTERM on: when our parent goes away we are
// re-parented, and stop too, so the chains and the servers never outlive the command that started them.
const parent = process.ppid
setInterval(() => process.ppid !== parent && void stop(0), 500).unref()

try {
  services = await startDevServices({
    port: apiPort,
    chains: toServiceChains(devnet.chains),
    dataDir: process.env.DATABASE_URL ? undefined : join(process.cwd(), '.foyer', 'api-data'),
    databaseUrl: process.env.DATABASE_URL,
    project: demoProject(demoPort),
    names: DEMO_NAMES,
  })
  await buildDemo(ports, services.url)
  server = await serveDemo(demoPort)
} catch (error) {
  console.error(error)
  await stop(1)
}

console.log(`
Foyer devnet
  Foyer Devnet     chain 31337  ${devnet.rpcUrls.l1}
  Foyer Devnet L2  chain 31338  ${devnet.rpcUrls.l2}

Services:  ${services?.url}   (data + wallet service, project id 'foyer-demo')

Demo:  ${server?.url}
       ${server?.url}?devwallets   (with the two dev wallets, signing with devnet keys)

Press Ctrl-C to stop.`)
