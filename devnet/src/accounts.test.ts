import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_ONRAMP_TREASURY } from './accounts.js'

test('each devnet account address derives from its private key', () => {
  for (const { address, privateKey } of [...DEVNET_ACCOUNTS, DEVNET_ONRAMP_TREASURY]) {
    expect(privateKeyToAccount(privateKey).address).toBe(address)
  }
})

test("the onramp treasury's key is keccak256('foyer devnet onramp treasury'), as documented", () => {
  expect(DEVNET_ONRAMP_TREASURY.privateKey).toBe(keccak256(toBytes('foyer devnet onramp treasury')))
})
