// Integration: message signatures checked the way the EVM adapter checks them — a key's, a deployed smart
// account's (ERC-1271) and a smart account not deployed yet (ERC-6492) — against the devnet's FoyerAccount.
import { DEVNET_ERC4337 } from '@foyer/devnet'
import { toFoyerSmartAccount } from '@foyer/embedded/smart-account'
import { createPublicClient, defineChain, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { verifyMessageSignature } from './rpc.js'

const [devChain] = inject('devnet').chains
const chain = defineChain({
  id: devChain?.id as number,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devChain?.rpcUrl as string] } },
})
const client = createPublicClient({ chain, transport: http() })

test('an EOA’s signature is recovered; another message is refused', async () => {
  const key = privateKeyToAccount(generatePrivateKey())
  const signature = await key.signMessage({ message: 'hello' })
  expect(
    await verifyMessageSignature(client, { address: key.address, message: 'hello', signature }),
  ).toBe(true)
  expect(
    await verifyMessageSignature(client, { address: key.address, message: 'other', signature }),
  ).toBe(false)
})

test('a smart account not deployed yet signs through ERC-6492; a wrong message or account is refused', async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toFoyerSmartAccount({
    client,
    owner,
    factory: DEVNET_ERC4337.accountFactory,
  })
  expect(await client.getCode({ address: account.address })).toBeUndefined()
  const signature = await account.signMessage({ message: 'sign in' })
  expect(
    signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
  ).toBe(true)
  expect(
    await verifyMessageSignature(client, {
      address: account.address,
      message: 'sign in',
      signature,
    }),
  ).toBe(true)
  expect(
    await verifyMessageSignature(client, {
      address: account.address,
      message: 'sign out',
      signature,
    }),
  ).toBe(false)
  expect(
    await verifyMessageSignature(client, { address: owner.address, message: 'sign in', signature }),
  ).toBe(false)
  // Checking it wrote nothing: the account is still not deployed.
  expect(await client.getCode({ address: account.address })).toBeUndefined()
})
