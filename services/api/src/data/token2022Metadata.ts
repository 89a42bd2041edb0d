// A Token-2022 mint's base fields and its token-metadata extension, read from the account's bytes: the
// mint layout (82 bytes) padded to 165, an account-type byte (1 = mint), then TLV entries
// (u16 type, u16 length, value). Nothing here trusts a length the bytes do not hold.

const MINT_SIZE = 82
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
/** The token-metadata extension's TLV type. */
const EXTENSION_TOKEN_METADATA = 19

export type Token2022Mint = {
  supply: bigint
  decimals: number
  metadata: { name: string; symbol: string; uri: string } | null
}

/** The mint's fields, or undefined when the bytes are not a Token-2022 mint. */
export function parseToken2022Mint(data: Uint8Array): Token2022Mint | undefined {
  if (data.length < MINT_SIZE) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const base = { supply: view.getBigUint64(36, true), decimals: view.getUint8(44) }
  if (data.length === MINT_SIZE) return { ...base, metadata: null }
  if (data.length <= ACCOUNT_TYPE_OFFSET || data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT)
    return undefined
  let metadata: Token2022Mint['metadata'] = null
  let offset = ACCOUNT_TYPE_OFFSET + 1
  while (offset + 4 <= data.length) {
    const type = view.getUint16(offset, true)
    const length = view.getUint16(offset + 2, true)
    const end = offset + 4 + length
    if (end > data.length) return undefined
    if (type === EXTENSION_TOKEN_METADATA) metadata = readMetadata(data.subarray(offset + 4, end))
    offset = end
  }
  return { ...base, metadata }
}

/** update authority (32), mint (32), then name, symbol and uri as u32-prefixed UTF-8. */
function readMetadata(value: Uint8Array): Token2022Mint['metadata'] {
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let offset = 64
  const text = () => {
    if (offset + 4 > value.length) throw new RangeError('metadata ends early')
    const length = view.getUint32(offset, true)
    const start = offset + 4
    if (start + length > value.length) throw new RangeError('metadata ends early')
    offset = start + length
    return decoder.decode(value.subarray(start, offset))
  }
  try {
    return { name: text(), symbol: text(), uri: text() }
  } catch {
    return null
  }
}
