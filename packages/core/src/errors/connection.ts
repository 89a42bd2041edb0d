import { BaseError } from './base.js'

/** No adapter is registered for a namespace. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace?: string) {
    super(
      namespace
        ? { key: 'adapterForNamespaceMissing', values: { namespace } }
        : { key: 'adapterNotFound' },
      { code: 'ADAPTER_NOT_FOUND' },
    )
  }
}

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

/** An operation needs a connected account (and its network) on the namespace. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor() {
    super({ key: 'caipNetworkOrAddressUndefined' }, { code: 'NOT_CONNECTED' })
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

/** The visitor (or the host) cancelled a connect flow, or started another one (SPEC §8: not an RPC abort). */
export class ConnectAbortedError extends BaseError {
  override name = 'ConnectAbortedError'
  constructor() {
    super({ key: 'somethingWentWrong' }, { code: 'CONNECT_ABORTED' })
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

/** A hook or component of @foyer/react was used outside a <FoyerProvider>. */
export class ProviderMissingError extends BaseError {
  override name = 'ProviderMissingError'
  constructor() {
    super({ key: 'providerMissing' }, { code: 'PROVIDER_MISSING' })
  }
}

/** The e-mail address given for an e-mail login is not one (SPEC §5). */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor() {
    super({ key: 'invalidEmail' }, { code: 'INVALID_EMAIL' })
  }
}
