import type { WalletConnectSettings } from '../adapter.js'
import { DEFAULT_RELAY_URL } from '../constants.js'
import { NoApprovedNetworkError, RelayUnreachableError } from '../errors/walletConnect.js'
import { universalProviderAlert } from './providerAlerts.js'
import type { WalletConnectCoreParts } from './sessionOwner.js'

/**
 * What the session's owner and the owning adapter's lazy part need of core, made on the page's side and handed
 * to them (their chunks import none of core's modules: see sessionOwner.ts).
 */
export function walletConnectCoreParts(
  settings: WalletConnectSettings,
): WalletConnectCoreParts & { noApprovedNetwork(): Error } {
  return {
    publicRelay: settings.relayUrl === DEFAULT_RELAY_URL,
    relayUnreachable: () => new RelayUnreachableError(),
    noApprovedNetwork: () => new NoApprovedNetworkError(),
    alertFor: universalProviderAlert,
  }
}
