import { join } from 'node:path'
import { type Args, stopOnSignals } from '@foyer/server'
import { systemClock } from '../clock.js'
import { openDatabase } from '../db/open.js'
import { inProcessVault } from '../keeper/inProcessVault.js'
import { remoteVault } from '../keeper/remoteVault.js'
import { authLimits } from '../limits/authLimits.js'
import { smtpMailer } from '../mail/mailer.js'
import { projectsFromApi } from '../projects/projects.js'
import { DEVICE_WAIT } from '../rules.js'
import { startAuthService } from '../server.js'
import { configuredAuth } from './context.js'

/** `serve [--port 4100]`: runs the auth service until signalled. */
export async function run(args: Args): Promise<void> {
  const port = Number(args.options.get('port')?.[0] ?? process.env.PORT ?? 4100)
  const { config, secrets, keeper, apiUrl, smtpUrl, mailFrom, dataDir } = await configuredAuth(port)
  const url = process.env.DATABASE_URL
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pglite') })
  const vault =
    keeper.kind === 'remote'
      ? remoteVault(keeper)
      : await inProcessVault({
          database,
          recoveryKey: keeper.recoveryKey,
          publicUrl: config.publicUrl,
        })
  const mailer = smtpMailer({ url: smtpUrl, from: mailFrom })
  const service = await startAuthService(
    {
      database,
      config,
      secrets,
      vault,
      mailer,
      projects: projectsFromApi({ apiUrl, now: systemClock }),
      now: systemClock,
      limits: authLimits({ database, startsPerClient: config.startsPerClient, now: systemClock }),
      deviceWait: DEVICE_WAIT,
    },
    { port },
  )
  console.log(`foyer-auth listening on ${service.url} (${database.kind})`)
  stopOnSignals(
    () => service.stop(),
    () => mailer.close(),
    () => database.close(),
  )
}
