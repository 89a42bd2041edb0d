import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'

/** Solana's text forms of bytes: base58 (addresses, signatures, messages) and base64 (wire transactions). */
export const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }
export const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() }
