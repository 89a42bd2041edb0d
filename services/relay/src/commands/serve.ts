import { type Args, stopOnSignals } from '@foyer/server'
import { relayOptionsFromEnv } from '../config.js'
import { startRelay } from '../relay.js'

/** `serve [--port 4500] [--host 127.0.0.1]`: runs the relay until signalled. */
export async function run(args: Args): Promise<void> {
  const options = relayOptionsFromEnv()
  const relay = await startRelay({
    ...options,
    port: Number(args.options.get('port')?.[0] ?? process.env.PORT ?? 4500),
    host: args.options.get('host')?.[0] ?? '127.0.0.1',
  })
  console.log(`foyer-relay listening on ${relay.url} (${relay.bus})`)
  if (!options.apiUrl && !options.allowedOrigins?.length)
    console.warn(
      'foyer-relay: neither FOYER_RELAY_API_URL nor FOYER_RELAY_ALLOWED_ORIGINS is set: every page is refused (clients without Origin are served)',
    )
  stopOnSignals(() => relay.stop())
}
