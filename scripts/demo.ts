import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const demoRoot = fileURLToPath(new URL('../apps/demo', import.meta.url))

/**
 * Builds the demo against the devnet on `ports`, the services at `apiUrl`, and, when given, the auth service
 * (the embedded wallet), the dev mail inbox and the WalletConnect relay.
 */
export async function buildDemo(
  ports: { l1: number; l2: number; solana: number },
  apiUrl: string,
  outDir = 'dist',
  {
    authUrl,
    inboxUrl,
    relayUrl,
  }: {
    authUrl?: string | undefined
    inboxUrl?: string | undefined
    /** The WalletConnect relay (the local stand-in); without it the demo pairs through the public relay. */
    relayUrl?: string | undefined
  } = {},
): Promise<void> {
  process.env.VITE_FOYER_DEVNET_L1_PORT = String(ports.l1)
  process.env.VITE_FOYER_DEVNET_L2_PORT = String(ports.l2)
  process.env.VITE_FOYER_DEVNET_SOLANA_PORT = String(ports.solana)
  process.env.VITE_FOYER_API_URL = apiUrl
  process.env.VITE_FOYER_AUTH_URL = authUrl ?? ''
  process.env.VITE_FOYER_INBOX_URL = inboxUrl ?? ''
  process.env.VITE_FOYER_RELAY_URL = relayUrl ?? ''
  await build({ root: demoRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

/**
 * Serves the built demo (with its CSP header) on loopback, at `http://localhost:<port>/`: the same site as the
 * auth service (`http://localhost:<port>`, a host name because passkeys need one), so the wallet frame's
 * storage is first-party there, as it was when both were 127.0.0.1. (A cross-site frame loses its storage
 * where the browser blocks third-party storage — docs/decisions.md 'Passkeys, and the share keeper'.)
 */
export async function serveDemo(
  port: number,
  outDir = 'dist',
): Promise<{ url: string; close(): Promise<void> }> {
  const server = await preview({
    root: demoRoot,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  })
  return { url: `http://localhost:${port}/`, close: () => server.close() }
}

/** The first dev account has a name set by the operator, so the demo shows identity from the start. */
export const DEMO_NAMES = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', name: 'foyer-dev' },
]

/**
 * The project the demo uses, allowed from the demo's own origins. `npm start` also allows every loopback port
 * (`anyLoopbackPort`), so a developer's own app on `localhost:3000` can use the development stack without an
 * operator command; the browser tests keep the exact origins, as their attacks come from other ports. The
 * embedded wallet's frame (and a social or Farcaster login's return) admits only origins named in full, so
 * `appOrigins` (FOYER_APP_ORIGINS) names the developer's own pages exactly.
 */
export function demoProject(
  demoPort: number,
  { anyLoopbackPort = false, appOrigins = [] as readonly string[] } = {},
) {
  return {
    id: 'foyer-demo',
    name: 'Foyer demo',
    allowedOrigins: [
      `http://127.0.0.1:${demoPort}`,
      `http://localhost:${demoPort}`,
      ...(anyLoopbackPort ? ['http://127.0.0.1:*', 'http://localhost:*'] : []),
      ...appOrigins,
    ],
  }
}
