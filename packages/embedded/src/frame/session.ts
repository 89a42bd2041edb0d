import { createUnwrapKey } from '@foyer/core/api'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type AuthApi, AuthApiError, type AuthUser, type PasskeyProof } from './authApi.js'
import { createKey, rebuildKey, splitForDevice } from './keys.js'
import type { SolanaKey } from './solanaKey.js'
import type { FrameStorage } from './storage.js'

/**
 * The frame's logged-in state: the auth service's user, and the account whose key the frame rebuilt from
 * this device's share and the service's auth share, with the Solana key derived from it. The keys live in
 * this object only, in the frame's memory, for as long as the frame page is loaded.
 */
export type FrameSession = {
  user: AuthUser & { address: string }
  account: PrivateKeyAccount
  /** The Solana key, derived on first use (its curve's code loads then, not with the frame). */
  solana(): Promise<SolanaKey>
}

const sessionOf = (user: AuthUser, address: string, privateKey: `0x${string}`): FrameSession => {
  let solana: Promise<SolanaKey> | undefined
  return {
    user: { ...user, address },
    account: privateKeyToAccount(privateKey),
    solana: () => {
      solana ??= import('./solanaKey.js').then(({ solanaKeyFrom }) => solanaKeyFrom(privateKey))
      return solana
    },
  }
}

/** What unlocks a wallet a passkey guards on a new device: the key the shares are sealed to, and the proof. */
export type PasskeyUnlock = { key: UnwrapKey; proof: PasskeyProof }

type UnwrapKey = Awaited<ReturnType<typeof createUnwrapKey>>

/** A wallet a passkey guards, on a device that has not shown it yet: the login stands, the key is shut. */
export class PasskeyRequiredError extends Error {
  override name = 'PasskeyRequiredError'
}

/**
 * Opens the account after a login: creates the wallet on the first login (the key is generated here and
 * only its shares are handed out), rebuilds it on a known device from its share and the auth share, and on a
 * new device recovers it from the auth and recovery shares and gives the device shares of its own.
 */
export async function openAccount(
  api: AuthApi,
  storage: FrameStorage,
  user: AuthUser,
  unlock?: PasskeyUnlock,
): Promise<FrameSession> {
  if (!user.address) {
    const { privateKey, address, shares } = await createKey()
    await api.createWallet(address, shares.auth, shares.recovery)
    storage.setDeviceShare(address, shares.device)
    return sessionOf(user, address, privateKey)
  }
  const address = user.address
  const context = address.toLowerCase()
  // The service sends shares only sealed to a key made here for this request (its private half never
  // leaves this object): nothing on the way, in a log or in a proxy, reads them.
  const sealed = await createUnwrapKey()
  const { authShare } = await api.deviceShare(sealed.publicKey)
  const deviceShare = storage.deviceShare(address)
  if (authShare && deviceShare) {
    const opened = await sealed.unwrap(authShare, `auth-share:${context}`)
    return sessionOf(user, address, await rebuildKey(deviceShare, opened, address))
  }
  // A device the account has not used (or whose share was cleared): recover, then split for this device.
  // The auth share comes sealed by the service, the recovery share by the keeper, to the same key.
  const forRecovery = unlock?.key ?? (await createUnwrapKey())
  const recovery = await api.recovery(forRecovery.publicKey, unlock?.proof).catch((error) => {
    if (error instanceof AuthApiError && error.code === 'PASSKEY_REQUIRED')
      throw new PasskeyRequiredError(error.message)
    throw error
  })
  const privateKey = await rebuildKey(
    await forRecovery.unwrap(recovery.authShare, `recovery-auth:${context}`),
    await forRecovery.unwrap(recovery.recoveryShare, `recovery:${context}`),
    address,
  )
  const shares = await splitForDevice(privateKey)
  await api.registerDevice(shares.auth)
  storage.setDeviceShare(address, shares.device)
  return sessionOf(user, address, privateKey)
}
