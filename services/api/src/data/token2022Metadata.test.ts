import { expect, test } from 'vitest'
import { parseToken2022Mint } from './token2022Metadata.js'

// The mint parser meets bytes a cluster (or whoever wrote the account) chose: lengths it cannot trust.

const text = (value: string) => {
  const bytes = Buffer.from(value)
  const length = Buffer.alloc(4)
  length.writeUInt32LE(bytes.length)
  return Buffer.concat([length, bytes])
}
const mint = (metadataValue: Buffer, tlvLength = metadataValue.length) => {
  const base = Buffer.alloc(166)
  base.writeBigUInt64LE(1n, 36) // supply
  base[44] = 0 // decimals
  base[165] = 1 // account type: mint
  const header = Buffer.alloc(4)
  header.writeUInt16LE(19, 0)
  header.writeUInt16LE(tlvLength, 2)
  return new Uint8Array(Buffer.concat([base, header, metadataValue]))
}
const metadata = Buffer.concat([
  Buffer.alloc(64),
  text('Door'),
  text('DOOR'),
  text('data:,x'),
  Buffer.alloc(4),
])

test('name, symbol and uri from the token-metadata extension', () => {
  expect(parseToken2022Mint(mint(metadata))).toEqual({
    supply: 1n,
    decimals: 0,
    metadata: { name: 'Door', symbol: 'DOOR', uri: 'data:,x' },
  })
})

test('a TLV length past the account, a string past its entry, or no mint type: nothing read', () => {
  expect(parseToken2022Mint(mint(metadata, metadata.length + 1))).toBeUndefined()
  const lying = Buffer.concat([Buffer.alloc(64), Buffer.from([255, 255, 0, 0])])
  expect(parseToken2022Mint(mint(lying))?.metadata).toBeNull()
  const account = mint(metadata)
  account[165] = 2
  expect(parseToken2022Mint(account)).toBeUndefined()
  expect(parseToken2022Mint(new Uint8Array(10))).toBeUndefined()
})
