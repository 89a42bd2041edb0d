// The headless example (apps/headless): its build, for the browser tests and for `npm start`'s demo server.
//
// Foyer's services answer only the origins a project lists (CORS), and the dev stack's project lists the
// demo server's. So the example is built under a path of that server (`/headless/`) instead of on a port of
// its own: `node --import tsx scripts/headless.ts` while `npm start` runs builds it into the demo's output
// folder, at http://127.0.0.1:5173/headless/?devwallets. FOYER_DEVNET_L1_PORT, FOYER_DEVNET_L2_PORT,
// FOYER_API_PORT, FOYER_RELAY_PORT and FOYER_DEMO_PORT apply as for `npm start`.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const headlessRoot = fileURLToPath(new URL('../apps/headless', import.meta.url))

/** The path the example is served under, on the demo server. */
export const HEADLESS_BASE = '/headless/'

/**
 * Builds the example against the devnet on `ports`, the services at `apiUrl` and the WalletConnect relay at
 * `relayUrl`, into `outDir` (absolute), for pages served under `base`.
 */
export async function buildHeadless({
  ports,
  apiUrl,
  relayUrl,
  outDir,
  base = HEADLESS_BASE,
}: {
  ports: { l1: number; l2: number }
  apiUrl: string
  relayUrl?: string | undefined
  outDir: string
  base?: string
}): Promise<void> {
  process.env.VITE_FOYER_DEVNET_L1_PORT = String(ports.l1)
  process.env.VITE_FOYER_DEVNET_L2_PORT = String(ports.l2)
  process.env.VITE_FOYER_API_URL = apiUrl
  process.env.VITE_FOYER_RELAY_URL = relayUrl ?? ''
  await build({ root: headlessRoot, base, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
  const outDir = fileURLToPath(new URL('../apps/demo/dist/headless', import.meta.url))
  await buildHeadless({
    ports: { l1: port('FOYER_DEVNET_L1_PORT', 8545), l2: port('FOYER_DEVNET_L2_PORT', 8546) },
    apiUrl: `http://127.0.0.1:${port('FOYER_API_PORT', 4000)}`,
    relayUrl: `ws://127.0.0.1:${port('FOYER_RELAY_PORT', 4500)}`,
    outDir,
  })
  console.log(
    `The headless example is built into ${outDir}: with npm start running, open http://127.0.0.1:${port('FOYER_DEMO_PORT', 5173)}${HEADLESS_BASE}?devwallets`,
  )
}
