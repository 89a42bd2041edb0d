// What a passkey proves to the embedded wallet's services (docs/embedded-wallet.md 'Passkeys'), written once
// for the wallet frame, the auth service and the share keeper, which must compute the same bytes.
//
// - A passkey assertion's challenge names the service's one-time nonce *and* the frame's one-time wrap key:
//   the recovery share it unlocks is sealed to that key, so an assertion replayed by anyone else unlocks
//   nothing they can open.
// - The keeper trusts a passkey only on the wallet key's word: the frame signs `passkeyStatement` with the
//   account's own key, so neither the auth service nor its database can give the keeper a passkey of theirs.

const encoder = new TextEncoder()

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** base64url without padding, as WebAuthn writes its fields. */
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Reads base64url (padding optional); throws on anything else. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('Not base64url')
  const plain = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  return Uint8Array.from(atob(plain + '='.repeat((4 - (plain.length % 4)) % 4)), (char) =>
    char.charCodeAt(0),
  )
}

/** The challenge a passkey signs to sign in and unlock the recovery share: SHA-256 of nonce and wrap key. */
export async function passkeyChallenge(nonce: string, wrapKey: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    encoder.encode(`foyer passkey v1\n${nonce}\n${wrapKey}`),
  )
  return toBase64Url(digest)
}

/** A passkey's public key (SPKI, base64url) as the statement names it: its SHA-256, hex. */
export async function passkeyKeyDigest(publicKey: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', fromBase64Url(publicKey) as BufferSource))
}

/** What the wallet's key signs (EIP-191) to let a passkey guard its recovery, or to stop it. */
export function passkeyStatement(
  action: 'add' | 'remove',
  { address, passkeyId, keyDigest }: { address: string; passkeyId: string; keyDigest: string },
): string {
  const verb =
    action === 'add'
      ? 'Let this passkey unlock my wallet on new devices'
      : 'Stop this passkey from unlocking my wallet'
  return `Foyer embedded wallet\n${verb}\nWallet: ${address.toLowerCase()}\nPasskey: ${passkeyId}\nKey SHA-256: ${keyDigest}`
}
