import { en, formatMessage } from '../messages/en.js'
import { BaseError } from './base.js'

/** No adapter is registered for a namespace. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace?: string) {
    super(
      namespace ? formatMessage(en.adapterForNamespaceMissing, { namespace }) : en.adapterNotFound,
    )
  }
}

/** The network asked for is not one the host configured. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(networkId: string) {
    super(en.networkNotFound, {
      details: `No configured network has id ${networkId}`,
      code: 'SWITCH_NETWORK_NOT_FOUND',
    })
  }
}

/** The connector asked for is not known. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super(en.connectorNotFound, { details: `No connector has id ${connectorId}` })
  }
}

/** An operation needs a connected account (and its network) on the namespace. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor() {
    super('CaipNetwork or CaipAddress is undefined')
  }
}

/** One or more namespaces failed to disconnect; tracked as DISCONNECT_ERROR (SPEC §4). */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(failures: { namespace: string; error: unknown }[]) {
    super(en.failedToDisconnect, {
      code: 'DISCONNECT_ERROR',
      details: failures
        .map(({ namespace, error }) =>
          formatMessage(en.failedToDisconnectChain, {
            namespace,
            message: error instanceof Error ? error.message : String(error),
          }),
        )
        .join('\n'),
      cause: failures[0]?.error,
    })
  }
}
