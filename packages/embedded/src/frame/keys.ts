import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

// The key's custody (docs/embedded-wallet.md): the private key is made here, in the frame, and never leaves
// it. It is split with Shamir's scheme (the audited `shamir-secret-sharing`): at creation into three shares,
// any two of which rebuild it — this device's share (kept in the frame's storage), the auth share and the
// recovery share (kept by the auth service, encrypted under two different service keys). A new device
// rebuilds the key from the auth and recovery shares after e-mail and device verification, then splits it
// again into a share of its own and an auth share for it. No one share signs.

export type Shares = { device: string; auth: string }

/** Shares as padded standard base64 (atob/btoa: nothing to load for it in the frame). */
const base64 = {
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  },
  decode(text: string): Uint8Array {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  },
}

/** A new key: its address, and its shares (device, auth, recovery). */
export async function createKey(): Promise<{
  privateKey: `0x${string}`
  address: string
  shares: Shares & { recovery: string }
}> {
  const privateKey = generatePrivateKey()
  const [device, auth, recovery] = await split(hexToBytes(privateKey), 3, 2)
  if (!device || !auth || !recovery) throw new Error('Key splitting failed')
  return {
    privateKey,
    address: privateKeyToAccount(privateKey).address,
    shares: {
      device: base64.encode(device),
      auth: base64.encode(auth),
      recovery: base64.encode(recovery),
    },
  }
}

/** Rebuilds the key from two shares and checks it is the account's, so a wrong share never signs. */
export async function rebuildKey(
  first: string,
  second: string,
  address: string,
): Promise<`0x${string}`> {
  const privateKey = bytesToHex(await combine([base64.decode(first), base64.decode(second)]))
  if (privateKeyToAccount(privateKey).address.toLowerCase() !== address.toLowerCase())
    throw new Error('The key shares do not belong to this account')
  return privateKey
}

/** Splits an existing key for a new device: its own share and an auth share for the service. */
export async function splitForDevice(privateKey: `0x${string}`): Promise<Shares> {
  const [device, auth] = await split(hexToBytes(privateKey), 2, 2)
  if (!device || !auth) throw new Error('Key splitting failed')
  return { device: base64.encode(device), auth: base64.encode(auth) }
}
