import { BaseError, type BaseErrorParameters, type DisplayText, en } from '@foyer/core'
import { PASSKEY_REQUIRED_CODE } from '../protocol/constants.js'

/** The embedded wallet's alerts (SPEC §8): the frame could not load, a request timed out, the page's origin is refused. */
export type EmbeddedAlertCode =
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'

/** A failure of the embedded wallet's frame or of a request to it, with the alert it raises, if any. */
export class EmbeddedWalletError extends BaseError {
  override name = 'EmbeddedWalletError'
  readonly alert: EmbeddedAlertCode | undefined
  constructor(
    shortMessage: DisplayText,
    parameters: BaseErrorParameters & { alert?: EmbeddedAlertCode | undefined } = {},
  ) {
    super(shortMessage, { code: parameters.alert ?? 'EMBEDDED_WALLET_ERROR', ...parameters })
    this.alert = parameters.alert
  }
}

/** SPEC §8: the frame did not load or answer within 20 s, or its page could not be reached. */
export const frameLoadFailed = (details?: string) =>
  new EmbeddedWalletError(
    { key: 'embeddedWalletNetworkError' },
    { alert: 'IFRAME_LOAD_FAILED', details },
  )

/** SPEC §8: a connect request got no answer within 30 s. */
export const requestTimedOut = (type: string) =>
  new EmbeddedWalletError(
    { key: 'embeddedWalletRequestTimedOut' },
    {
      alert: 'IFRAME_REQUEST_TIMEOUT',
      details: `${type} got no answer from the embedded wallet`,
    },
  )

/**
 * SPEC §8 UNVERIFIED_DOMAIN: the project does not allow this page's origin. `reason` is the auth service's
 * sentence (which origin it refused, and how this deployment allows one), for the developer reading the
 * console; without it, the general sentence.
 */
export const unverifiedDomain = (reason?: string) =>
  new EmbeddedWalletError(
    { key: 'invalidAppConfiguration' },
    {
      alert: 'UNVERIFIED_DOMAIN',
      details: reason ?? en.embeddedWalletUnverifiedDomain,
    },
  )

/**
 * SPEC §8: the frame answered with an error; 'An error occurred' when it gave no message. A refused RPC
 * request keeps its EIP-1193 code (4001 declined, 4100, 4200…), which dapps and viem act on.
 */
export const frameError = (message: string | undefined, code?: number | undefined) => {
  const error = new EmbeddedWalletError(message || { key: 'embeddedWalletErrorOccurred' })
  return code === undefined ? error : Object.assign(error, { code })
}

/**
 * Whether the frame refused a login with PASSKEY_REQUIRED_CODE: the login itself took (the frame keeps its
 * session), but the wallet is guarded by a passkey this device has not shown yet — the 'unlock' ceremony
 * opens it.
 */
export const isPasskeyRequired = (error: unknown): boolean =>
  error instanceof EmbeddedWalletError && error.code === PASSKEY_REQUIRED_CODE
