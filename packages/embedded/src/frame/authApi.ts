import type { WrappedSecret } from '@foyer/core/api'
import type { PasskeyAssertionJson } from '../passkey/protocol.js'
import { readAuthError } from './authErrorBody.js'
/**
 * The auth service, as the frame calls it (same origin: the frame page is served by it). Answers are JSON;
 * an error answer's `error` text becomes the frame's ERROR message, so the visitor reads the service's words
 * ('Invalid code', 'Please try again after N seconds').
 */
export type AuthApi = ReturnType<typeof createAuthApi>

export type AuthUser = {
  email: string | null
  address: string | null
  isNew?: boolean
  /** Set when the session was made through a social provider. */
  socialProvider?: string | null | undefined
  userName?: string | null | undefined
}

/** One of the account's devices, as the auth service lists it. */
export type AuthDevice = {
  id: string
  approvedAt: string
  lastUsedAt: string | null
  current: boolean
  waiting: boolean
}

/** A passkey's word for a recovery: the service's nonce and the assertion over it and the wrap key. */
export type PasskeyProof = { nonce: string; assertion: PasskeyAssertionJson }

type RecoveryAnswer = { address: string; authShare: WrappedSecret; recoveryShare: WrappedSecret }

export class AuthApiError extends Error {
  override name = 'AuthApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter?: number | undefined,
    /** The service's key for the refusal ('PASSKEY_REQUIRED'…), when it gave one. */
    readonly code?: string | undefined,
  ) {
    super(message)
  }
}

export function createAuthApi(projectId: string, getToken: () => string | undefined) {
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<T> {
    const token = getToken()
    const url = new URL(path, window.location.origin)
    // A request without a body names the project in its query.
    if (method !== 'POST') url.searchParams.set('projectId', projectId)
    let response: Response
    try {
      response = await fetch(url, {
        method,
        credentials: 'omit',
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify({ projectId, ...body }) } : {}),
      })
    } catch {
      throw new AuthApiError('The embedded wallet service could not be reached', 0)
    }
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      const { message, retryAfter, code } = readAuthError(
        response.status,
        data,
        response.headers.get('retry-after'),
      )
      throw new AuthApiError(message, response.status, retryAfter, code)
    }
    return data as T
  }
  type Action<A extends string> = { action: A }
  return {
    loginEmail: (email: string, deviceId: string) =>
      call<Action<'VERIFY_DEVICE' | 'VERIFY_OTP'>>('POST', '/v1/login/email', { email, deviceId }),
    loginDevice: (email: string, deviceId: string) =>
      call<Action<'VERIFY_DEVICE' | 'VERIFY_OTP'>>('POST', '/v1/login/device', { email, deviceId }),
    loginOtp: (email: string, deviceId: string, otp: string) =>
      call<{ token: string; user: AuthUser }>('POST', '/v1/login/otp', { email, deviceId, otp }),
    session: () => call<{ user: AuthUser }>('GET', '/v1/session'),
    revoke: () => call<{ ok: true }>('POST', '/v1/session/revoke', {}),
    createWallet: (address: string, authShare: string, recoveryShare: string) =>
      call<{ address: string }>('POST', '/v1/wallet', { address, authShare, recoveryShare }),
    /** This device's auth share, sealed to `wrapKey` (null when the device has none yet). */
    deviceShare: (wrapKey: string) =>
      call<{ address: string; authShare: WrappedSecret | null }>(
        'GET',
        `/v1/wallet/share?wrapKey=${encodeURIComponent(wrapKey)}`,
      ),
    /**
     * The account's original auth share (sealed by the service) and recovery share (sealed by the keeper),
     * to `wrapKey`; a wallet a passkey guards needs `proof` (else 403 PASSKEY_REQUIRED).
     */
    recovery: (wrapKey: string, proof?: PasskeyProof) =>
      call<RecoveryAnswer>(
        proof ? 'POST' : 'GET',
        proof
          ? '/v1/wallet/recovery'
          : `/v1/wallet/recovery?wrapKey=${encodeURIComponent(wrapKey)}`,
        proof ? { wrapKey, proof } : undefined,
      ),
    passkeys: () =>
      call<{ passkeys: { id: string; createdAt: string; lastUsedAt: string | null }[] }>(
        'GET',
        '/v1/passkeys',
      ),
    passkeyRegistrationOptions: () =>
      call<{ nonce: string; options: Record<string, unknown> }>(
        'POST',
        '/v1/passkeys/registration/options',
        {},
      ),
    addPasskey: (body: {
      nonce: string
      credential: unknown
      publicKey: string
      signature: string
    }) => call<{ passkey: { id: string } }>('POST', '/v1/passkeys', body),
    passkeySignInOptions: (deviceId: string) =>
      call<{ nonce: string; rpId: string }>('POST', '/v1/passkeys/sign-in/options', { deviceId }),
    passkeySignIn: (body: {
      deviceId: string
      nonce: string
      wrapKey: string
      assertion: unknown
    }) => call<{ token: string; user: AuthUser }>('POST', '/v1/passkeys/sign-in', body),
    passkeyRecoveryOptions: () =>
      call<{ nonce: string; rpId: string; passkeys: string[] }>(
        'POST',
        '/v1/passkeys/recovery/options',
        {},
      ),
    /** A token for the data service's paymaster, bound to this session's project and wallet (issue 37). */
    sponsorshipToken: () =>
      call<{ token: string; expiresAt: number }>('POST', '/v1/wallet/sponsorship', {}),
    registerDevice: (authShare: string) =>
      call<{ ok?: true }>('POST', '/v1/wallet/device', { authShare }),
    socialStart: (provider: string, deviceId: string, returnTo: string) =>
      call<{ uri: string }>('POST', '/v1/social/start', { provider, deviceId, returnTo }),
    socialComplete: (uri: string, deviceId: string) =>
      call<{ token: string; user: AuthUser }>('POST', '/v1/social/complete', { uri, deviceId }),
    farcasterStart: (deviceId: string, origin: string) =>
      call<{ uri: string; channel: string }>('POST', '/v1/farcaster/start', { deviceId, origin }),
    farcasterComplete: (channel: string, deviceId: string) =>
      call<{ state: 'pending' } | { state: 'completed'; token: string; user: AuthUser }>(
        'POST',
        '/v1/farcaster/complete',
        { channel, deviceId },
      ),
    /** The account's devices, newest first; `id` is the service's name for each, not a device id. */
    devices: () => call<{ devices: AuthDevice[] }>('GET', '/v1/devices'),
    /** Removes one of the account's devices: its approval, its sessions and its own share end. */
    revokeDevice: (id: string) =>
      call<{ ok: true }>('DELETE', `/v1/devices/${encodeURIComponent(id)}`),
    changeEmail: (newEmail: string) =>
      call<Action<'VERIFY_PRIMARY_OTP'>>('POST', '/v1/email/change', { newEmail }),
    changeEmailPrimary: (otp: string) =>
      call<Action<'VERIFY_SECONDARY_OTP'>>('POST', '/v1/email/change/primary', { otp }),
    changeEmailSecondary: (otp: string) =>
      call<{ email: string }>('POST', '/v1/email/change/secondary', { otp }),
  }
}
