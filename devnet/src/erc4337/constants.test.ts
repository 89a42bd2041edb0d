import { getAddress, isAddressEqual, keccak256, parseAbi, toBytes } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from '../accounts.js'
import { compileContracts } from '../compile.js'
import { create2Address, creationCodes, SALTS } from './artifacts.js'
import { DEVNET_ERC4337 } from './constants.js'
import { PAYMASTER_DEPOSIT, seedErc4337 } from './seed.js'
import { erc4337Devnet } from './testing.js'

const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])
const implementationAbi = parseAbi(['function entryPoint() view returns (address)'])
const paymasterAbi = parseAbi(['function verifyingSigner() view returns (address)'])

test('DEVNET_ERC4337 names where the contracts are deployed (recompute if the factory changes)', async () => {
  const codes = creationCodes(await compileContracts())
  const deployed = {
    entryPoint: create2Address(SALTS.entryPoint, codes.entryPoint),
    accountFactory: create2Address(SALTS.accountFactory, codes.accountFactory),
    paymaster: create2Address(SALTS.paymaster, codes.paymaster),
  }
  // A change to FoyerAccount or its factory moves the factory: this failure shows the new address.
  expect(deployed).toEqual({
    entryPoint: DEVNET_ERC4337.entryPoint,
    accountFactory: DEVNET_ERC4337.accountFactory,
    paymaster: DEVNET_ERC4337.paymaster,
  })
  expect(DEVNET_ERC4337.entryPoint).toBe(entryPoint07Address)
})

test('its accounts derive from their documented keys and are none of anvil’s', () => {
  for (const [name, phrase] of [
    ['paymasterSigner', 'foyer devnet erc4337 paymaster signer'],
    ['bundler', 'foyer devnet erc4337 bundler'],
  ] as const) {
    const account = DEVNET_ERC4337[name]
    expect(account.privateKey).toBe(keccak256(toBytes(phrase)))
    expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    expect(DEVNET_ACCOUNTS.some((a) => isAddressEqual(a.address, account.address))).toBe(false)
  }
})

test.each(['l1', 'l2'] as const)(
  'on the %s: deployed, wired together, funded; seeding again changes nothing',
  async (which) => {
    const { client } = erc4337Devnet(which)
    for (const address of [
      DEVNET_ERC4337.entryPoint,
      DEVNET_ERC4337.accountFactory,
      DEVNET_ERC4337.paymaster,
    ])
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    const implementation = await client.readContract({
      address: DEVNET_ERC4337.accountFactory,
      abi: factoryAbi,
      functionName: 'accountImplementation',
    })
    expect(
      await client.readContract({
        address: implementation,
        abi: implementationAbi,
        functionName: 'entryPoint',
      }),
    ).toBe(getAddress(DEVNET_ERC4337.entryPoint))
    expect(
      await client.readContract({
        address: DEVNET_ERC4337.paymaster,
        abi: paymasterAbi,
        functionName: 'verifyingSigner',
      }),
    ).toBe(DEVNET_ERC4337.paymasterSigner.address)
    const deposit = () =>
      client.readContract({
        address: DEVNET_ERC4337.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [DEVNET_ERC4337.paymaster],
      })
    expect(await deposit()).toBeGreaterThan(PAYMASTER_DEPOSIT / 2n)
    for (const account of [DEVNET_ERC4337.bundler, DEVNET_ERC4337.paymasterSigner])
      expect(await client.getBalance({ address: account.address })).toBeGreaterThan(0n)

    const rpcUrl = client.transport.url as string
    const blockBefore = await client.getBlockNumber()
    const depositBefore = await deposit()
    await seedErc4337(rpcUrl, await compileContracts())
    // Nothing was deployed or deposited again (a re-seed sends no transaction while the deposit is high).
    expect(await client.getBlockNumber()).toBe(blockBefore)
    expect(await deposit()).toBe(depositBefore)
  },
)
