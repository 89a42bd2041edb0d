import { recoverAddress, size, sliceHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  hashMessage as erc7739HashMessage,
  hashTypedData as erc7739HashTypedData,
  wrapTypedDataSignature,
} from 'viem/experimental/erc7739'
import { expect, test } from 'vitest'
import { foyerAccountDomain, signNestedMessage, signNestedTypedData } from './nestedSignatures.js'

// Checked against viem's own ERC-7739 helpers (an implementation written independently of ours); the chain
// tests (devnet/src/erc4337/signatures.test.ts) check the account's contract accepts what these produce.

const owner = privateKeyToAccount(generatePrivateKey())
const account = '0x1111111111111111111111111111111111111111'
const domain = foyerAccountDomain(31337, account)
const mail = {
  domain: {
    name: 'Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x2222222222222222222222222222222222222222',
  },
  types: {
    Mail: [
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
    Person: [{ name: 'wallet', type: 'address' }],
  },
  primaryType: 'Mail',
  message: { to: { wallet: account }, contents: 'hello' },
} as const

test('a message is signed as PersonalSign in the account’s domain', async () => {
  const signature = await signNestedMessage(owner, domain, 'hello')
  const hash = erc7739HashMessage({ message: 'hello', verifierDomain: domain })
  expect(await recoverAddress({ hash, signature })).toBe(owner.address)
})

test('typed data is signed as TypedDataSign and wrapped as viem’s ERC-7739 helpers wrap it', async () => {
  const wrapped = await signNestedTypedData(owner, domain, mail)
  const inner = sliceHex(wrapped, 0, 65)
  const hash = erc7739HashTypedData({
    ...mail,
    verifierDomain: { ...domain, salt: `0x${'0'.repeat(64)}` },
  })
  expect(await recoverAddress({ hash, signature: inner })).toBe(owner.address)
  expect(wrapped).toBe(wrapTypedDataSignature({ ...mail, signature: inner }))
})

test('contents whose referenced types sort first carry their name after the type string (explicit mode)', async () => {
  const order = {
    ...mail,
    types: { Order: [{ name: 'asset', type: 'Asset' }], Asset: [{ name: 'id', type: 'uint256' }] },
    primaryType: 'Order',
    message: { asset: { id: 1n } },
  } as const
  const wrapped = await signNestedTypedData(owner, domain, order)
  const description = 'Asset(uint256 id)Order(Asset asset)Order'
  expect(Buffer.from(sliceHex(wrapped, 129, size(wrapped) - 2).slice(2), 'hex').toString()).toBe(
    description,
  )
  expect(sliceHex(wrapped, size(wrapped) - 2)).toBe(`0x00${description.length.toString(16)}`)
})

test('what ERC-7739 cannot nest is refused with the reason', async () => {
  await expect(
    signNestedTypedData(owner, domain, {
      ...mail,
      types: { mail: mail.types.Mail, Person: mail.types.Person },
      primaryType: 'mail',
    } as never),
  ).rejects.toThrow(/primary type is "mail"/)
  await expect(
    signNestedTypedData(owner, domain, {
      domain: mail.domain,
      types: {},
      primaryType: 'EIP712Domain',
      message: {},
    } as never),
  ).rejects.toThrow(/bare EIP-712 domain/)
})
