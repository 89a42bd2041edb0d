import { getFreePorts, startDevnet } from '@foyer/devnet/node'
import { buildDemo, serveDemo } from '../scripts/demo.js'

/** Starts a devnet on free ports, builds the demo against it and serves it; tests read FOYER_E2E_URL. */
export default async function globalSetup() {
  const [l1, l2, demoPort] = await getFreePorts(3)
  if (!l1 || !l2 || !demoPort) throw new Error('no free ports')
  const devnet = await startDevnet({ ports: { l1, l2 } })
  const outDir = '../../.foyer/e2e-demo'
  await buildDemo({ l1, l2 }, outDir)
  const server = await serveDemo(demoPort, outDir)
  process.env.FOYER_E2E_URL = server.url
  process.env.FOYER_E2E_L1_RPC = devnet.rpcUrls.l1
  process.env.FOYER_E2E_L2_RPC = devnet.rpcUrls.l2
  return async () => {
    await server.close()
    await devnet.stop()
  }
}
