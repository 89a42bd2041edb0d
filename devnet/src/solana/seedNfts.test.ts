import { address, getAddressDecoder, getAddressEncoder, lamports } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { expect, test } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINTER } from './cluster.js'
import { SOLANA_DEVNET_NFT_HOLDERS, seedSolanaNfts, solanaDevnetNfts } from './seedNfts.js'
import { TOKEN_2022_PROGRAM_ADDRESS } from './token2022.js'

// The real Token-2022 program that LiteSVM loads runs the hand-encoded instructions: each NFT is a mint of
// 0 decimals and supply 1, no mint authority left, its name/symbol/uri in the mint's own TLV data.

test('the seed mints Token-2022 NFTs with their metadata in the mint, three each to the first two dev accounts', async () => {
  const svm = new LiteSVM()
  svm.airdrop(address(SOLANA_DEVNET_MINTER.address), lamports(10n ** 10n))
  const minted = await seedSolanaNfts(svm)
  expect(minted).toHaveLength(SOLANA_DEVNET_NFT_HOLDERS)
  const mints = minted[0] as string[]
  expect(mints).toHaveLength(3)
  for (const [index, mint] of mints.entries()) {
    const account = svm.getAccount(address(mint))
    if (!account.exists) throw new Error(`mint ${mint} was not created`)
    expect(account.programAddress).toBe(TOKEN_2022_PROGRAM_ADDRESS)
    const data = account.data
    const view = new DataView(data.buffer, data.byteOffset)
    expect(view.getUint32(0, true)).toBe(0) // no mint authority
    expect(view.getBigUint64(36, true)).toBe(1n) // supply
    expect(data[44]).toBe(0) // decimals
    expect(data[165]).toBe(1) // account type: mint
    const text = Buffer.from(data).toString('latin1')
    expect(text).toContain(solanaDevnetNfts(0)[index]?.name)
    expect(text).toContain('DOOR')
    expect(text).toContain('data:application/json;base64,')
  }
  // Each NFT sits in the first dev account's token account: amount 1 of its mint.
  const owner = Buffer.from(getAddressEncoder().encode(address(SOLANA_DEVNET_ACCOUNTS[0].address)))
  const held = svm
    .getProgramAccounts(TOKEN_2022_PROGRAM_ADDRESS)
    .filter(({ data }) => data.length >= 165 && data[165] === 2 && owner.equals(data.slice(32, 64)))
    .map(({ data }) => ({
      mint: getAddressDecoder().decode(data.slice(0, 32)),
      amount: new DataView(data.buffer, data.byteOffset).getBigUint64(64, true),
    }))
  expect(held.sort((a, b) => a.mint.localeCompare(b.mint))).toEqual(
    [...mints].sort().map((mint) => ({ mint, amount: 1n })),
  )
})
