import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'

/** Whether `signature` (base58) is the address's ed25519 signature of the text `message`. */
export async function verifyMessage({
  message,
  address: signer,
  signature,
}: {
  message: string
  address: string
  signature: string
}): Promise<boolean> {
  try {
    const key = await getPublicKeyFromAddress(address(signer))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    if (bytes.length !== 64) return false
    return await verifySignature(
      key,
      bytes as SignatureBytes,
      new Uint8Array(getUtf8Encoder().encode(message)),
    )
  } catch {
    return false
  }
}
