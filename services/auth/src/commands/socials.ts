import { type Args, ConfigError, required } from '@foyer/server'
import { systemClock } from '../clock.js'
import {
  EVERY_PROJECT,
  listProviders,
  removeProvider,
  saveProvider,
} from '../social/providerStore.js'
import { providerName, providerSettings } from '../social/settingsInput.js'
import { openConfiguredStorage } from './context.js'

const USAGE = `usage:
  socials set --project ID|'*' --provider NAME --client-id ID [--issuer URL] [--authorization-url URL]
              [--token-url URL] [--user-url URL] [--scope S …]   (client secret: FOYER_SOCIAL_CLIENT_SECRET)
  socials remove --project ID|'*' --provider NAME
  socials list`

/**
 * `socials set|remove|list`: a project's social-login providers (project '*': every project without its
 * own). The provider's preset fills what is not given; the client secret comes from the environment, never
 * the command line (where other users of the machine could read it), and is stored encrypted.
 */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'set' && action !== 'remove' && action !== 'list') throw new Error(USAGE)
  const option = (name: string) => args.options.get(name)?.[0]
  const { database, secrets } = await openConfiguredStorage()
  try {
    if (action === 'list') {
      for (const { projectId, provider, settings } of await listProviders(database.db))
        console.log(
          `${projectId}\t${provider}\tclient ${settings.clientId}\t${settings.issuer ?? settings.authorizationUrl}`,
        )
      return
    }
    const projectId = required(args, 'project')
    if (projectId !== EVERY_PROJECT && !/^[\w-]{1,128}$/.test(projectId))
      throw new ConfigError("--project must be a project id or '*'")
    const provider = providerName(option('provider'))
    if (action === 'remove') {
      const removed = await removeProvider(database.db, projectId, provider)
      console.log(
        removed ? `${projectId}: ${provider} removed` : `${projectId}: ${provider} was not set`,
      )
      return
    }
    const clientSecret = process.env.FOYER_SOCIAL_CLIENT_SECRET
    if (!clientSecret)
      throw new ConfigError(
        'FOYER_SOCIAL_CLIENT_SECRET is required: the client secret the provider gave',
      )
    const settings = providerSettings(provider, {
      clientId: required(args, 'client-id'),
      issuer: option('issuer'),
      authorizationUrl: option('authorization-url'),
      tokenUrl: option('token-url'),
      userUrl: option('user-url'),
      scopes: args.options.get('scope'),
    })
    await saveProvider(
      database.db,
      secrets.shareKey,
      { projectId, provider, settings, clientSecret },
      systemClock(),
    )
    console.log(`${projectId}: ${provider} set (client ${settings.clientId})`)
  } finally {
    await database.close()
  }
}
