import type { AdapterContext, EmbeddedWalletSettings } from '@foyer/core/adapter'
import { createFrameTransport, type EmbeddedWalletHub } from '@foyer/embedded'
import type { LoadedEmbedded } from './authConnectorState.js'

/**
 * What each instance's embedded wallet has loaded, by its hub: one frame per instance, however often the
 * adapter mounts. The owner's own, so the hub lends the other namespaces only the announced session's channel.
 */
const openedByHub = new WeakMap<EmbeddedWalletHub, LoadedEmbedded>()

/** The instance's frame channel, opened on first use (in the adapter's lazy actions chunk). */
export function openFrame({
  hub,
  context,
  settings,
  chainId,
}: {
  hub: EmbeddedWalletHub
  context: AdapterContext
  settings: EmbeddedWalletSettings
  chainId: number
}): LoadedEmbedded {
  const opened = openedByHub.get(hub)
  if (opened) return opened
  const loaded = {
    transport: createFrameTransport({
      authUrl: settings.authUrl,
      projectId: settings.projectId,
      chainId,
      enableLogger: settings.enableLogger,
      onAlert: (error) =>
        context.alert({
          code: error.alert ?? 'EMBEDDED_WALLET_ERROR',
          shortMessage: error.displayText,
          details: error.details,
        }),
    }),
  }
  openedByHub.set(hub, loaded)
  return loaded
}
