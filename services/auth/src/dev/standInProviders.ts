import type { AppDeps } from '../deps.js'
import { EVERY_PROJECT, saveProvider } from '../social/providerStore.js'
import { PROVIDER_PRESETS, SOCIAL_PROVIDERS } from '../social/providers.js'
import { callbackUrl } from '../social/routes.js'
import { type OidcStandIn, standInClient, startOidcStandIn } from './oidcStandIn.js'

/**
 * Starts the providers' stand-in and sets every provider up for every project (project '*') with the real
 * presets pointed at it: the same rows `foyer-auth socials set` writes, so the service runs as it would
 * against Google and the others.
 */
export async function standInProviders(deps: AppDeps, port?: number): Promise<OidcStandIn> {
  const standIn = await startOidcStandIn({ port, callbackUrl: callbackUrl(deps.config.publicUrl) })
  try {
    for (const provider of SOCIAL_PROVIDERS) {
      const { clientId, clientSecret } = standInClient(provider)
      await saveProvider(
        deps.database.db,
        deps.secrets.shareKey,
        {
          projectId: EVERY_PROJECT,
          provider,
          // The stand-in plays the built-in providers, whose verified addresses link accounts.
          settings: {
            ...standIn.settings(PROVIDER_PRESETS[provider], provider),
            clientId,
            linksByEmail: true,
          },
          clientSecret,
        },
        deps.now(),
      )
    }
    return standIn
  } catch (error) {
    await standIn.stop()
    throw error
  }
}
