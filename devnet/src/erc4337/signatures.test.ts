import { hashMessage, isErc6492Signature, size } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { erc4337Devnet, mintCall } from './testing.js'

const devnet = erc4337Devnet('l1')
const { client } = devnet
const message = 'Sign in to Foyer'
const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: devnet.chain.id },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

describe('ERC-1271 signatures of a FoyerAccount', () => {
  test('an undeployed account signs in ERC-6492 form, which viem verifies without deploying it', async () => {
    const { account } = await devnet.newAccount()
    const signature = await account.signMessage({ message })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'something else',
        signature,
      }),
    ).toBe(false)
    const typed = await account.signTypedData(typedData)
    expect(
      await client.verifyTypedData({ address: account.address, ...typedData, signature: typed }),
    ).toBe(true)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  test('a deployed account signs with its owner key; isValidSignature checks it', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] }),
    })
    const signature = await account.signMessage({ message })
    expect(size(signature)).toBe(65)
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    const isValid = (sig: `0x${string}`) =>
      client.readContract({
        address: account.address,
        abi: account.abi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), sig],
      })
    expect(await isValid(signature)).toBe('0x1626ba7e')
    const typed = await account.signTypedData(typedData)
    expect(
      await client.verifyTypedData({ address: account.address, ...typedData, signature: typed }),
    ).toBe(true)

    // Another key's signature and a malformed one are not the account's.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const foreign = await stranger.signMessage({ message })
    expect(await isValid(foreign)).toBe('0xffffffff')
    expect(await isValid('0x1234')).toBe('0xffffffff')
    expect(
      await client.verifyMessage({ address: account.address, message, signature: foreign }),
    ).toBe(false)
  })
})
