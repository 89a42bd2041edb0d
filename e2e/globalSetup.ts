import { fileURLToPath } from 'node:url'
import { toServiceChains } from '@foyer/api'
import { devnetSolanaClusters, startDevServices } from '@foyer/api/dev'
import { devSponsorshipKeys, startDevAuth } from '@foyer/auth/dev'
import { getFreePorts, startDevnet } from '@foyer/devnet/node'
import { startRelay } from '@foyer/relay'
import { buildFrame } from '../scripts/buildFrame.js'
import { buildDemo, DEMO_NAMES, demoProject, serveDemo } from '../scripts/demo.js'
import { startListingLogoHost } from './listingLogoHost.js'

/**
 * Starts a devnet, the services and the auth service with its mail sink (in-memory PGlite) on free ports,
 * and the WalletConnect relay, builds the demo against them and serves it; tests read FOYER_E2E_URL,
 * FOYER_E2E_API_URL, FOYER_E2E_AUTH_URL, FOYER_E2E_INBOX_URL and FOYER_E2E_RELAY_URL (and the devnet's
 * FOYER_E2E_L1_RPC…, FOYER_E2E_L1_BUNDLER, FOYER_E2E_L2_BUNDLER).
 */
export default async function globalSetup() {
  const [l1, l2, apiPort, demoPort, authPort, inboxPort, solana, bundler] = await getFreePorts(8)
  if (!l1 || !l2 || !apiPort || !demoPort || !authPort || !inboxPort || !solana || !bundler)
    throw new Error('no free ports')
  const devnet = await startDevnet({ ports: { l1, l2, solana, bundler } })
  // The auth service signs sponsorship tokens that the data service's paymaster endpoint checks (issue 37).
  const sponsorship = devSponsorshipKeys()
  // The generated listing's first wallet names a logo on a host of its own, which the import fetches.
  const logoHost = await startListingLogoHost()
  const services = await startDevServices({
    port: apiPort,
    chains: toServiceChains(devnet.chains),
    bundlerUrls: devnet.bundlerUrls,
    solanaClusters: devnetSolanaClusters(devnet.solana.rpcUrl),
    project: demoProject(demoPort),
    // The auth service (started next, on its default public URL) serves the wallet's frame.
    frameOrigins: [`http://localhost:${authPort}`],
    sponsorshipPublicKey: sponsorship.publicKey,
    names: DEMO_NAMES,
    walletListings: generatedListings(70, logoHost.logoUrl),
  })
  const frameDir = fileURLToPath(new URL('../.foyer/e2e-auth-frame', import.meta.url))
  await buildFrame(frameDir)
  const auth = await startDevAuth({
    port: authPort,
    // Every test's browser is 127.0.0.1: the per-address limit on login starts (30 in 10 minutes, a
    // production rule with tests of its own) would otherwise refuse the later tests' logins.
    startsPerClient: 1000,
    inboxPort,
    apiUrl: services.url,
    chains: toServiceChains(devnet.chains),
    defaultChainId: devnet.chains[0].id,
    bundlerUrls: devnet.bundlerUrls,
    solanaClusters: devnetSolanaClusters(devnet.solana.rpcUrl),
    frameDir,
    sponsorshipKey: sponsorship.privateKey,
  })
  // Pages reach the relay from their project's allowed origins, which the data service knows.
  const relay = await startRelay({ apiUrl: services.url })
  const outDir = '../../.foyer/e2e-demo'
  await buildDemo({ l1, l2, solana }, services.url, outDir, {
    authUrl: auth.url,
    inboxUrl: auth.inboxUrl,
    relayUrl: relay.url,
  })
  const server = await serveDemo(demoPort, outDir)
  process.env.FOYER_E2E_URL = server.url
  process.env.FOYER_E2E_API_URL = services.url
  process.env.FOYER_E2E_AUTH_URL = auth.url
  process.env.FOYER_E2E_INBOX_URL = auth.inboxUrl
  process.env.FOYER_E2E_RELAY_URL = relay.url
  process.env.FOYER_E2E_RELAY_PORT = String(relay.port)
  process.env.FOYER_E2E_L1_RPC = devnet.rpcUrls.l1
  process.env.FOYER_E2E_L2_RPC = devnet.rpcUrls.l2
  process.env.FOYER_E2E_SOLANA_RPC = devnet.solana.rpcUrl
  process.env.FOYER_E2E_SOLANA_WS = devnet.solana.wsUrl
  process.env.FOYER_E2E_L1_BUNDLER = devnet.bundlerUrls.l1
  process.env.FOYER_E2E_L2_BUNDLER = devnet.bundlerUrls.l2
  return async () => {
    await server.close()
    await auth.stop()
    await relay.stop()
    await services.stop()
    await devnet.stop()
    await logoHost.close()
  }
}

/**
 * Enough extra directory wallets for more than one page of 40, imported like an operator's listing file;
 * the first names its logo (`image_url` as the explorer writes it), the others none.
 */
function generatedListings(count: number, firstLogoUrl: string) {
  const listings: Record<string, unknown> = {}
  for (let index = 1; index <= count; index++) {
    const id = `e2e-wallet-${String(index).padStart(3, '0')}`
    listings[id] = {
      id,
      name: `Zeta Test Wallet ${String(index).padStart(3, '0')}`,
      homepage: `https://${id}.example`,
      chains: ['eip155:1'],
      rank: 5000 + index,
      ...(index === 1
        ? { image_url: { sm: firstLogoUrl, md: firstLogoUrl, lg: firstLogoUrl } }
        : {}),
    }
  }
  return { listings, count, total: count }
}
