import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { AuthApi, AuthUser } from './authApi.js'
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

/**
 * Opens the account after a login: creates the wallet on the first login (the key is generated here and
 * only its shares are handed out), rebuilds it on a known device from its share and the auth share, and on a
 * new device recovers it from the auth and recovery shares and gives the device shares of its own.
 */
export async function openAccount(
  api: AuthApi,
  storage: FrameStorage,
  user: AuthUser,
): Promise<FrameSession> {
  if (!user.address) {
    const { privateKey, address, shares } = await createKey()
    await api.createWallet(address, shares.auth, shares.recovery)
    storage.setDeviceShare(address, shares.device)
    return sessionOf(user, address, privateKey)
  }
  const address = user.address
  const { authShare } = await api.deviceShare()
  const deviceShare = storage.deviceShare(address)
  if (authShare && deviceShare) {
    return sessionOf(user, address, await rebuildKey(deviceShare, authShare, address))
  }
  // A device the account has not used (or whose share was cleared): recover, then split for this device.
  const recovery = await api.recovery()
  const privateKey = await rebuildKey(recovery.authShare, recovery.recoveryShare, address)
  const shares = await splitForDevice(privateKey)
  await api.registerDevice(shares.auth)
  storage.setDeviceShare(address, shares.device)
  return sessionOf(user, address, privateKey)
}
