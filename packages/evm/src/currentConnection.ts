import type { AdapterConnection } from '@foyer/core/adapter'
import { type Config, getConnection } from '@wagmi/core'
import { AUTH_CONNECTOR_ID, type AuthConnectorState } from './auth/authConnectorState.js'

/** wagmi's connection as the adapter reports it to the instance, or undefined when not connected. */
export function currentConnection(
  wagmiConfig: Config,
  auth: AuthConnectorState,
): AdapterConnection | undefined {
  const connection = getConnection(wagmiConfig)
  if (connection.status !== 'connected') return undefined
  // The embedded wallet knows which of its accounts is the smart account and which the EOA.
  const embedded = connection.connector.id === AUTH_CONNECTOR_ID ? auth.connection : undefined
  return {
    address: connection.address,
    accounts: embedded?.accounts.length
      ? embedded.accounts
      : connection.addresses.map((address) => ({ address })),
    chainId: connection.chainId,
    connectorUid: connection.connector.uid,
    ...(embedded
      ? {
          user: { email: embedded.email, username: embedded.userName },
          socialProvider: embedded.socialProvider,
          preferredAccountType: embedded.preferredAccountType,
          smartAccountDeployed: embedded.smartAccountDeployed,
          smartAccountEnabledNetworks: embedded.smartAccountEnabledNetworks,
        }
      : {}),
  }
}
