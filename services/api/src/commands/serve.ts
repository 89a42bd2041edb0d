import { type Args, stopOnSignals } from '@foyer/server'
import { analyticsRetentionTask } from '../analytics/retention.js'
import { seedImages } from '../images/builtin.js'
import { indexerTask } from '../indexer/indexer.js'
import { startService } from '../server.js'
import { configuredService, openConfiguredDatabase } from './context.js'

/** `serve [--port 4000]`: runs the data and wallet services until signalled. */
export async function run(args: Args): Promise<void> {
  const port = Number(args.options.get('port')?.[0] ?? process.env.PORT ?? 4000)
  const { devnet, ...config } = await configuredService(port)
  const database = await openConfiguredDatabase()
  // Foyer's drawings of the commonest coins, networks and currencies; an operator's images stay.
  await seedImages(database.db)
  // Serving the devnet (development): the token registry and prices start with the devnet's tokens.
  if (devnet) {
    const { seedDevnetData } = await import('../dev/devnet.js')
    await seedDevnetData(database.db, config)
  }
  const service = await startService(database, config, {
    port,
    tasks: [indexerTask, analyticsRetentionTask],
  })
  console.log(`foyer-api listening on ${service.url} (${database.kind})`)
  stopOnSignals(
    () => service.stop(),
    () => database.close(),
  )
}
