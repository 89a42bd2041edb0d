// The connection errors only the wallet actions throw (connect, switch, disconnect, the name and message
// checks): a module of their own, so that they load with those actions rather than with the page
// (errors/connection.ts holds the ones the page's own code throws).
import { BaseError } from './base.js'

/** The network asked for is not one the host configured. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(networkId: string) {
    super(
      { key: 'networkNotFound' },
      {
        details: `No configured network has id ${networkId}`,
        code: 'SWITCH_NETWORK_NOT_FOUND',
      },
    )
  }
}

/** A switch asked of an instance made with `enableNetworkSwitch: false` (the wallet's own switches still count). */
export class NetworkSwitchDisabledError extends BaseError {
  override name = 'NetworkSwitchDisabledError'
  constructor(networkId: string) {
    super(
      { key: 'networkSwitchDisabled' },
      {
        details: `enableNetworkSwitch is false: no switch to ${networkId}`,
        code: 'NETWORK_SWITCH_DISABLED',
      },
    )
  }
}

/** The connector asked for is not known. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super(
      { key: 'connectorNotFound' },
      {
        details: `No connector has id ${connectorId}`,
        code: 'CONNECTOR_NOT_FOUND',
      },
    )
  }
}

/** One or more namespaces failed to disconnect; tracked as DISCONNECT_ERROR (SPEC §4). */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(failures: { namespace: string; error: unknown }[]) {
    super(
      { key: 'failedToDisconnect' },
      {
        code: 'DISCONNECT_ERROR',
        details: failures
          .map(
            ({ namespace, error }) =>
              // Developer details, English as logs are.
              `Failed to disconnect chain ${namespace}: ${error instanceof Error ? error.message : String(error)}`,
          )
          .join('\n'),
        cause: failures[0]?.error,
      },
    )
  }
}

/** A connector finished connecting without reporting an account in its namespace (SPEC §8). */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(connectorUid: string) {
    super(
      { key: 'accountNotFoundForConnector' },
      {
        details: `Connector ${connectorUid} reported no account`,
        code: 'ACCOUNT_NOT_FOUND',
      },
    )
  }
}

/** `answerConnectStep` was called while no connect step waited for an answer. */
export class NoConnectStepError extends BaseError {
  override name = 'NoConnectStepError'
  constructor() {
    super({ key: 'noConnectStepWaiting' }, { code: 'NO_CONNECT_STEP' })
  }
}

/** The adapter of a namespace lacks an optional capability (verifying messages, sending tokens…). */
export class CapabilityNotSupportedError extends BaseError {
  override name = 'CapabilityNotSupportedError'
  constructor(namespace: string, capability: string) {
    super(
      { key: 'capabilityMissing', values: { namespace, capability } },
      {
        code: 'CAPABILITY_NOT_SUPPORTED',
      },
    )
  }
}

/** The e-mail address given for an e-mail login is not one (SPEC §5). */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor() {
    super({ key: 'invalidEmail' }, { code: 'INVALID_EMAIL' })
  }
}
