import { foyerAccountAbi, toFoyerSmartAccount } from '@foyer/embedded/smart-account'
import { type Hex, hashMessage, hashTypedData, isErc6492Signature, size, sliceHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_ERC4337 } from './constants.js'
import { erc4337Devnet, mintCall } from './testing.js'

// ERC-1271 of a FoyerAccount: only the owner's signatures nested for this account on this chain (ERC-7739) are
// the account's. The attacks of issue 37: the owner's raw signature over a hash (what its EOA signs for the
// same message, or any hash a dapp asks the EOA to sign) and a signature of the account replayed on another
// chain or by another account of the same owner.

const l1 = erc4337Devnet('l1')
const l2 = erc4337Devnet('l2')
const { client } = l1
const message = 'Sign in to Foyer'
const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: l1.chain.id },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const
const VALID = '0x1626ba7e'
const INVALID = '0xffffffff'

/** Deploys `account` with a first operation (a 1-unit mint to itself). */
async function deploy(
  devnet: typeof l1,
  account: Awaited<ReturnType<typeof l1.newAccount>>['account'],
) {
  const bundler = devnet.bundlerFor(account)
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: await bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] }),
  })
  expect(receipt.success).toBe(true)
}

/** What the account's isValidSignature answers for (hash, signature) on `devnet`'s chain. */
const isValid = (devnet: typeof l1, address: `0x${string}`, hash: Hex, signature: Hex) =>
  devnet.client.readContract({
    address,
    abi: foyerAccountAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

describe('ERC-1271 signatures of a FoyerAccount', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  let account: Awaited<ReturnType<typeof l1.newAccount>>['account']
  /** The same owner's account on the L2: same factory, same CREATE2 address, another chain. */
  let onL2: Awaited<ReturnType<typeof l1.newAccount>>['account']
  /** The same owner's second account (salt 1) on the L1. */
  let second: Awaited<ReturnType<typeof l1.newAccount>>['account']

  beforeAll(async () => {
    ;({ account } = await l1.newAccount(owner))
    ;({ account: onL2 } = await l2.newAccount(owner))
    second = await toFoyerSmartAccount({
      client,
      owner,
      factory: DEVNET_ERC4337.accountFactory,
      salt: 1n,
    })
    expect(onL2.address).toBe(account.address)
    await Promise.all([deploy(l1, account), deploy(l2, onL2), deploy(l1, second)])
  })

  test('an undeployed account signs in ERC-6492 form, which viem verifies without deploying it', async () => {
    const { account: fresh } = await l1.newAccount()
    const signature = await fresh.signMessage({ message })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client.verifyMessage({ address: fresh.address, message, signature })).toBe(true)
    expect(
      await client.verifyMessage({ address: fresh.address, message: 'something else', signature }),
    ).toBe(false)
    const typed = await fresh.signTypedData(typedData)
    expect(
      await client.verifyTypedData({ address: fresh.address, ...typedData, signature: typed }),
    ).toBe(true)
    expect(await client.getCode({ address: fresh.address })).toBeUndefined()
  })

  test('Foyer’s signatures of a deployed account verify with viem’s verifyMessage and verifyTypedData', async () => {
    const signature = await account.signMessage({ message })
    // PersonalSign: the owner's 65-byte signature of typed data naming the account and the chain.
    expect(size(signature)).toBe(65)
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(await isValid(l1, account.address, hashMessage(message), signature)).toBe(VALID)
    const typed = await account.signTypedData(typedData)
    expect(
      await client.verifyTypedData({ address: account.address, ...typedData, signature: typed }),
    ).toBe(true)
    // Raw bytes as a message, as eth_sign / personal_sign pass them.
    const raw = await account.signMessage({ message: { raw: '0xdeadbeef' } })
    expect(
      await client.verifyMessage({
        address: account.address,
        message: { raw: '0xdeadbeef' },
        signature: raw,
      }),
    ).toBe(true)
  })

  test('typed data whose referenced types sort before its own name (ERC-7739 explicit mode) verifies', async () => {
    const order = {
      domain: {
        name: 'Exchange',
        version: '2',
        chainId: l1.chain.id,
        verifyingContract: '0x00000000000000000000000000000000000000e1',
      },
      types: {
        Order: [
          { name: 'maker', type: 'Account' },
          { name: 'assets', type: 'Asset[]' },
        ],
        Account: [{ name: 'wallet', type: 'address' }],
        Asset: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      message: {
        maker: { wallet: account.address },
        assets: [{ token: '0x00000000000000000000000000000000000000f0', amount: 5n }],
      },
    } as const
    const signature = await account.signTypedData(order)
    expect(await client.verifyTypedData({ address: account.address, ...order, signature })).toBe(
      true,
    )
    expect(
      await client.verifyTypedData({
        address: account.address,
        ...order,
        message: { ...order.message, assets: [{ ...order.message.assets[0], amount: 6n }] },
        signature,
      }),
    ).toBe(false)
  })

  test('the owner’s raw signature over a hash is not the account’s (no replay from its EOA)', async () => {
    const hash = hashMessage(message)
    // What the owner's EOA signs for the message (EIP-191), and the bare hash signed as it is.
    for (const signature of [await owner.signMessage({ message }), await owner.sign({ hash })])
      expect(await isValid(l1, account.address, hash, signature)).toBe(INVALID)
    expect(
      await client.verifyMessage({
        address: account.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    ).toBe(false)
    // The same for typed data: the owner's own EIP-712 signature of the app's data.
    const typedHash = hashTypedData(typedData)
    expect(
      await isValid(l1, account.address, typedHash, await owner.signTypedData(typedData)),
    ).toBe(INVALID)
    expect(
      await isValid(l1, account.address, typedHash, await owner.sign({ hash: typedHash })),
    ).toBe(INVALID)
  })

  test('a signature of the account is refused on another chain and by another account of the owner', async () => {
    const hash = hashMessage(message)
    const signature = await account.signMessage({ message })
    expect(await isValid(l1, account.address, hash, signature)).toBe(VALID)
    expect(await isValid(l2, onL2.address, hash, signature)).toBe(INVALID)
    expect(await isValid(l1, second.address, hash, signature)).toBe(INVALID)

    const typedHash = hashTypedData(typedData)
    const typed = await account.signTypedData(typedData)
    expect(await isValid(l1, account.address, typedHash, typed)).toBe(VALID)
    expect(await isValid(l2, onL2.address, typedHash, typed)).toBe(INVALID)
    expect(await isValid(l1, second.address, typedHash, typed)).toBe(INVALID)
    // Each account's own signature is valid where it was made.
    expect(await isValid(l2, onL2.address, hash, await onL2.signMessage({ message }))).toBe(VALID)
  })

  test('a forged wrapper is refused: another contents name, a lowercase name, a stranger’s key', async () => {
    const typedHash = hashTypedData(typedData)
    const typed = await account.signTypedData(typedData)
    // The wrapper's tail: description 'Greeting(string text)' (21 bytes) then its length.
    const head = sliceHex(typed, 0, size(typed) - 23)
    const forge = (description: string) => {
      const bytes = new TextEncoder().encode(description)
      const length = bytes.length.toString(16).padStart(4, '0')
      return `${head}${Buffer.from(bytes).toString('hex')}${length}` as Hex
    }
    expect(forge('Greeting(string text)')).toBe(typed)
    for (const description of [
      'Other(string text)',
      'greeting(string text)',
      'Greeting(string text)G x',
    ])
      expect(await isValid(l1, account.address, typedHash, forge(description))).toBe(INVALID)

    const stranger = privateKeyToAccount(generatePrivateKey())
    const theirs = await toFoyerSmartAccount({
      client,
      owner: stranger,
      factory: DEVNET_ERC4337.accountFactory,
      address: account.address,
    })
    expect(
      await isValid(
        l1,
        account.address,
        hashMessage(message),
        await theirs.signMessage({ message }),
      ),
    ).toBe(INVALID)
    expect(await isValid(l1, account.address, hashMessage(message), '0x1234')).toBe(INVALID)
  })

  test('answers ERC-7739’s detection request', async () => {
    expect(await isValid(l1, account.address, `0x${'7739'.repeat(16)}`, '0x')).toBe('0x77390001')
  })
})
