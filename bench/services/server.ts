// The services as the load benchmark drives them, in a process of their own: a devnet on free ports, the
// services on in-memory PGlite with the curated directory plus 10,000 generated wallets. Prints one JSON
// line `{ "url", "account" }` when ready and runs until SIGTERM.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { getFreePorts, startDevnet } from '@foyer/devnet/node'
import { toServiceChains } from '../../services/api/src/config.js'
import { startDevServices } from '../../services/api/src/dev/devStack.js'

const [l1, l2, port, solana] = await getFreePorts(4)
const devnet = await startDevnet({ ports: { l1, l2, solana } })
const listings = Object.fromEntries(
  Array.from({ length: 10_000 }, (_, i) => [
    `load${i}`,
    {
      id: `load${i}`,
      name: `${['Amber', 'Cobalt', 'Ember', 'Frost'][i % 4]} Wallet ${i}`,
      homepage: `https://load${i}.example`,
      chains: ['eip155:1'],
    },
  ]),
)
const services = await startDevServices({
  port: port as number,
  chains: toServiceChains(devnet.chains),
  project: { id: 'load', name: 'Load', allowedOrigins: [] },
  walletListings: { listings },
  // FOYER_BENCH_NO_INDEXER: the request path alone (balanceTail.ts compares).
  indexer: !process.env.FOYER_BENCH_NO_INDEXER,
})
// SIGUSR2: prints this process's event-loop delay since the last SIGUSR2 (ms) as one JSON line, and resets it.
const loop = monitorEventLoopDelay({ resolution: 5 })
loop.enable()
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10
  console.log(
    JSON.stringify({
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    }),
  )
  loop.reset()
})
console.log(
  JSON.stringify({ url: services.url, account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
)
process.on('SIGTERM', async () => {
  await services.stop()
  await devnet.stop()
  process.exit(0)
})
