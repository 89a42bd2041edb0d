import type { AdapterContext, EmbeddedWalletSettings } from '@foyer/core/adapter'
import { EMBEDDED_WALLET_SESSION, type EmbeddedWalletHub } from '@foyer/embedded'
import type { AuthConnectorState } from './authConnectorState.js'
import { loadEmbedded } from './loadEmbedded.js'

/**
 * The shared loader of the embedded wallet, made at mount: the instance's hub at once (other namespaces
 * join it), the embedded module and the frame when first asked for (openFrame.ts: one frame per instance).
 */
export function embeddedLoader(
  context: AdapterContext,
  settings: EmbeddedWalletSettings,
  chainId: number,
): { load: AuthConnectorState['load']; hub: EmbeddedWalletHub } {
  const hub = context.shared(EMBEDDED_WALLET_SESSION)
  const load = () =>
    loadEmbedded().then((embedded) => embedded.openFrame({ hub, context, settings, chainId }))
  return { load, hub }
}
