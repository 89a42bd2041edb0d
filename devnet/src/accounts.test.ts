import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.js'

test('each devnet account address derives from its private key', () => {
  for (const { address, privateKey } of DEVNET_ACCOUNTS) {
    expect(privateKeyToAccount(privateKey).address).toBe(address)
  }
})
