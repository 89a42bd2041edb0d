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

/** An operation needs a connected account (and its network) on the namespace. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor() {
    super({ key: 'caipNetworkOrAddressUndefined' }, { code: 'NOT_CONNECTED' })
  }
}

/** The visitor (or the host) cancelled a connect flow, or started another one (SPEC §8: not an RPC abort). */
export class ConnectAbortedError extends BaseError {
  override name = 'ConnectAbortedError'
  constructor() {
    super({ key: 'somethingWentWrong' }, { code: 'CONNECT_ABORTED' })
  }
}

/** A hook or component of @foyer/react was used outside a <FoyerProvider>. */
export class ProviderMissingError extends BaseError {
  override name = 'ProviderMissingError'
  constructor() {
    super({ key: 'providerMissing' }, { code: 'PROVIDER_MISSING' })
  }
}
