// `npm start`: the devnet, Foyer's services, then the demo built and served with its Content-Security-Policy.
// Ports: FOYER_DEVNET_L1_PORT (8545), FOYER_DEVNET_L2_PORT (8546), FOYER_DEVNET_SOLANA_PORT (8899, the local
// Solana cluster), FOYER_DEVNET_BUNDLER_PORT (4337, the ERC-4337 bundler and paymaster; unset, a free one when
// 4337 is taken), FOYER_API_PORT (4000), FOYER_AUTH_PORT
// (4100), FOYER_INBOX_PORT (4200, the mail sink's inbox; its SMTP port is a free one), FOYER_OIDC_PORT (4300,
// the social providers' stand-in), FOYER_FARCASTER_PORT (4400), FOYER_RELAY_PORT (4500, the WalletConnect relay's
// stand-in), FOYER_DEMO_PORT (5173). FOYER_APP_ORIGINS names the developer's own app pages (e.g.
// http://localhost:3000) for the embedded wallet, which admits only origins named in full (appOrigins.ts).
// The services keep their data in .foyer/api-data and .foyer/auth-data (PGlite), or in PostgreSQL when
// DATABASE_URL is set; the auth service serves the embedded wallet's frame bundle from .foyer/auth-frame.
// Ctrl-C (or SIGTERM) stops everything this started; nothing is left running.
import { join } from 'node:path'
import type { RunningService } from '@foyer/api'
import type { DevAuth } from '@foyer/auth/dev'
import type { RunningRelay } from '@foyer/relay'
import { APP_ORIGINS_VARIABLE, appOriginsHint, readAppOrigins } from './appOrigins.js'
import { portInUse, portTakenMessage } from './ports.js'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ports = {
  l1: port('FOYER_DEVNET_L1_PORT', 8545),
  l2: port('FOYER_DEVNET_L2_PORT', 8546),
  solana: port('FOYER_DEVNET_SOLANA_PORT', 8899),
  // Unset, the devnet picks: 4337, or any free port when that is taken (the banner says which).
  bundler: process.env.FOYER_DEVNET_BUNDLER_PORT
    ? port('FOYER_DEVNET_BUNDLER_PORT', 4337)
    : undefined,
}
const apiPort = port('FOYER_API_PORT', 4000)
const authPort = port('FOYER_AUTH_PORT', 4100)
const inboxPort = port('FOYER_INBOX_PORT', 4200)
const oidcPort = port('FOYER_OIDC_PORT', 4300)
const farcasterPort = port('FOYER_FARCASTER_PORT', 4400)
const relayPort = port('FOYER_RELAY_PORT', 4500)
const demoPort = port('FOYER_DEMO_PORT', 5173)
const appOrigins = (() => {
  try {
    return readAppOrigins(process.env[APP_ORIGINS_VARIABLE])
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()

// A taken port is named with the variable that moves it, before anything starts. The devnet's ports may
// be taken by a devnet already running, which startDevnet reuses; anything else there is named below.
for (const [variable, value] of [
  ['FOYER_API_PORT', apiPort],
  ['FOYER_AUTH_PORT', authPort],
  ['FOYER_INBOX_PORT', inboxPort],
  ['FOYER_OIDC_PORT', oidcPort],
  ['FOYER_FARCASTER_PORT', farcasterPort],
  ['FOYER_RELAY_PORT', relayPort],
  ['FOYER_DEMO_PORT', demoPort],
] as const)
  if (await portInUse(value)) {
    console.error(portTakenMessage(value, variable))
    process.exit(1)
  }

// The devnet, the services and the demo's build load only once the checks above have passed: importing
// them is most of a refusal's time (seconds of CPU; scripts/start.test.ts runs two refusals in npm test).
const [
  { toServiceChains },
  { devnetSolanaClusters, startDevServices },
  { devSponsorshipKeys, startDevAuth },
  { startDevnet },
  { startRelay },
  { buildFrame },
  { buildDemo, DEMO_NAMES, demoProject, serveDemo },
] = await Promise.all([
  import('@foyer/api'),
  import('@foyer/api/dev'),
  import('@foyer/auth/dev'),
  import('@foyer/devnet/node'),
  import('@foyer/relay'),
  import('./buildFrame.js'),
  import('./demo.js'),
])

const devnet = await startDevnet({ ports }).catch(async (error: unknown) => {
  for (const [variable, value] of [
    ['FOYER_DEVNET_L1_PORT', ports.l1],
    ['FOYER_DEVNET_L2_PORT', ports.l2],
    ['FOYER_DEVNET_SOLANA_PORT', ports.solana],
    ...(ports.bundler ? [['FOYER_DEVNET_BUNDLER_PORT', ports.bundler] as const] : []),
  ] as const)
    if (await portInUse(value)) {
      console.error(portTakenMessage(value, variable))
      process.exit(1)
    }
  throw error
})
let services: RunningService | undefined
let auth: DevAuth | undefined
let relay: RunningRelay | undefined
let server: Awaited<ReturnType<typeof import('./demo.js')['serveDemo']>> | undefined
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  await server?.close().catch(() => {})
  await auth?.stop().catch(() => {})
  await relay?.stop().catch(() => {})
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
  // The auth service signs sponsorship tokens that the data service's paymaster endpoint checks (issue 37).
  const sponsorship = devSponsorshipKeys(join(process.cwd(), '.foyer', 'auth-data'))
  services = await startDevServices({
    port: apiPort,
    chains: toServiceChains(devnet.chains),
    bundlerUrls: devnet.bundlerUrls,
    solanaClusters: devnetSolanaClusters(devnet.solana.rpcUrl),
    dataDir: process.env.DATABASE_URL ? undefined : join(process.cwd(), '.foyer', 'api-data'),
    databaseUrl: process.env.DATABASE_URL,
    project: demoProject(demoPort, { anyLoopbackPort: true, appOrigins }),
    // The auth service (started next, on its default public URL) serves the wallet's frame.
    frameOrigins: [`http://localhost:${authPort}`],
    sponsorshipPublicKey: sponsorship.publicKey,
    names: DEMO_NAMES,
  })
  const frameDir = join(process.cwd(), '.foyer', 'auth-frame')
  await buildFrame(frameDir)
  auth = await startDevAuth({
    port: authPort,
    inboxPort,
    oidcPort,
    farcasterPort,
    apiUrl: services.url,
    chains: toServiceChains(devnet.chains),
    defaultChainId: devnet.chains[0].id,
    bundlerUrls: devnet.bundlerUrls,
    solanaClusters: devnetSolanaClusters(devnet.solana.rpcUrl),
    dataDir: join(process.cwd(), '.foyer', 'auth-data'),
    databaseUrl: process.env.DATABASE_URL,
    frameDir,
    sponsorshipKey: sponsorship.privateKey,
    // A page the wallet refuses reads in its console which origin it was and the line that allows it.
    allowOriginHint: appOriginsHint(appOrigins),
  })
  // Pages reach the relay from their project's allowed origins, which the data service knows. With
  // DATABASE_URL its messages go through PostgreSQL, as for several instances.
  relay = await startRelay({
    port: relayPort,
    apiUrl: services.url,
    databaseUrl: process.env.DATABASE_URL,
  })
  await buildDemo(ports, services.url, 'dist', {
    authUrl: auth.url,
    inboxUrl: auth.inboxUrl,
    relayUrl: relay.url,
  })
  server = await serveDemo(demoPort)
} catch (error) {
  console.error(error)
  await stop(1)
}

console.log(`
Foyer devnet
  Foyer Devnet     chain 31337  ${devnet.rpcUrls.l1}
  Foyer Devnet L2  chain 31338  ${devnet.rpcUrls.l2}
  Foyer Solana Devnet           ${devnet.solana.rpcUrl}   (WebSocket ${devnet.solana.wsUrl})
  Bundler          ${devnet.bundlerUrls.l1}, ${devnet.bundlerUrls.l2}   (ERC-4337 v0.7, ERC-7677 paymaster;
                   pages reach it through the services: POST /v1/bundler?projectId&chainId)

Services:  ${services?.url}   (data + wallet service, project id 'foyer-demo', open to your own app on
           any http://localhost or http://127.0.0.1 port: createFoyer({ projectId: 'foyer-demo', apiUrl: … }))
           ${auth?.url}   (auth: the embedded wallet's backend and frame; it hands a login only to pages
           named in full: ${
             appOrigins.length
               ? `the demo and ${appOrigins.join(', ')}`
               : `the demo's; for your own app, e.g. ${APP_ORIGINS_VARIABLE}=http://localhost:3000 npm start`
           })
Mail inbox: ${auth?.inboxUrl}   (the codes and links the auth service sends)
Sign-in:    ${auth?.oidcUrl}   (stands in for Google, X, Discord, GitHub, Apple and Facebook)
Farcaster:  ${auth?.farcasterUrl}   (stands in for the auth relay and a Farcaster client: fid 1729, @ada)
WalletConnect: ${relay?.url}   (stands in for the public relay; to scan a QR code, copy its link and run
           npm run phone-wallet -- '<link>'   a WalletConnect wallet signing with a devnet key)

Demo:  ${server?.url}
       ${server?.url}?devwallets   (with the two dev wallets, signing with devnet keys)

Press Ctrl-C to stop.`)
