import {
  grantSessionCall,
  readSession,
  revokeSessionCall,
  type SessionGrant,
  toFoyerSmartAccount,
} from '@foyer/embedded/smart-account'
import {
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, toPackedUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { waitForDevnetReceipt } from '../receipt.js'
import { rpc } from '../rpc.js'
import { DEVNET_TOKENS } from '../tokens.js'
import { DEVNET_ERC4337 } from './constants.js'
import {
  bundlerRejection,
  erc4337Devnet,
  FOY,
  mintCall,
  prepare,
  type TestBundler,
  transferCall,
} from './testing.js'

const devnet = erc4337Devnet('l1')
const { client } = devnet
const units = (amount: bigint) => amount * 10n ** BigInt(FOY.decimals)
const allowance = units(10n)
/** The session's gas fee budget: far above what its few operations cost on the devnet. */
const feeAllowance = parseEther('0.5')
/** The grant of the tests' session keys: their operations may name the devnet's paymaster. */
const grantOf = (key: Address, overrides: Partial<SessionGrant> = {}): SessionGrant => ({
  key,
  token: FOY.address,
  allowance,
  validUntil,
  paymaster: DEVNET_ERC4337.paymaster,
  feeAllowance,
  ...overrides,
})
const recipient = privateKeyToAccount(generatePrivateKey()).address
const sessionKey = privateKeyToAccount(generatePrivateKey())
const signatureError = { code: -32500, message: 'AA24 signature error' }

let owner: Awaited<ReturnType<typeof devnet.newAccount>>['account']
let ownerBundler: TestBundler
let sessionBundler: TestBundler
let validUntil: number

/** Sends an operation and waits until it is included; returns its receipt. */
async function include(bundler: TestBundler, calls: { to: Address; data: Hex }[]) {
  const hash = await bundler.sendUserOperation({ calls })
  const receipt = await bundler.waitForUserOperationReceipt({ hash })
  expect(receipt.success).toBe(true)
  return receipt
}

beforeAll(async () => {
  ;({ account: owner } = await devnet.newAccount())
  ownerBundler = devnet.bundlerFor(owner)
  validUntil = Number((await client.getBlock()).timestamp) + 3600
  // The same operation deploys the account, gives it 100 FOY and grants the session key 10 of them.
  const receipt = await include(ownerBundler, [
    mintCall(owner.address, units(100n)),
    grantSessionCall(owner, grantOf(sessionKey.address)),
  ])
  const [granted] = parseEventLogs({
    abi: owner.abi,
    logs: receipt.logs,
    eventName: 'SessionGranted',
  })
  expect(granted?.args).toEqual({
    key: sessionKey.address,
    token: FOY.address,
    allowance,
    validUntil,
    paymaster: DEVNET_ERC4337.paymaster,
    feeAllowance,
  })
  // The session key acts for the owner's account: same code, another signer.
  const session = await toFoyerSmartAccount({
    client,
    owner: sessionKey,
    factory: DEVNET_ERC4337.accountFactory,
    address: owner.address,
  })
  sessionBundler = devnet.bundlerFor(session)
})

describe('session keys', () => {
  test('the grant is stored as given', async () => {
    expect(await readSession(client, owner, sessionKey.address)).toEqual({
      token: FOY.address,
      allowance,
      spent: 0n,
      validUntil,
      active: true,
      paymaster: DEVNET_ERC4337.paymaster,
      feeAllowance,
      feeSpent: 0n,
    })
  })

  test('the session key transfers 4 then 5 tokens without the owner; 2 more are refused, by the bundler and on chain', async () => {
    await include(sessionBundler, [transferCall(recipient, units(4n))])
    await include(sessionBundler, [transferCall(recipient, units(5n))])
    expect(await devnet.balanceOf(recipient)).toBe(units(9n))
    const afterTwo = await readSession(client, owner, sessionKey.address)
    expect(afterTwo.spent).toBe(units(9n))
    // Each operation's maximum cost was counted against the fee budget, within it.
    expect(afterTwo.feeSpent).toBeGreaterThan(0n)
    expect(afterTwo.feeSpent).toBeLessThan(feeAllowance)

    const overLimit = [transferCall(recipient, units(2n))]
    expect(
      await bundlerRejection(() => sessionBundler.sendUserOperation({ calls: overLimit })),
    ).toEqual(signatureError)

    // Bypassing the bundler: a dev account sends handleOps itself; the EntryPoint refuses the same way.
    const op = await prepare(sessionBundler, { calls: overLimit })
    const signed = { ...op, signature: await sessionBundler.account.signUserOperation(op) }
    // A dev account of its own (funded here), so no other test's account sees this transaction.
    const sender = privateKeyToAccount(generatePrivateKey())
    await rpc(devnet.chain.rpcUrls.default.http[0] as string, 'anvil_setBalance', [
      sender.address,
      numberToHex(parseEther('10')),
    ])
    const handleOps = {
      address: DEVNET_ERC4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(signed)], sender.address],
    } as const
    const simulated = await client.simulateContract({ ...handleOps, account: sender }).then(
      () => undefined,
      (error: BaseError) => error,
    )
    const revert = simulated?.walk((e) => e instanceof ContractFunctionRevertedError)
    expect((revert as ContractFunctionRevertedError | undefined)?.data).toMatchObject({
      errorName: 'FailedOp',
      args: [0n, 'AA24 signature error'],
    })
    const wallet = createWalletClient({ account: sender, chain: devnet.chain, transport: http() })
    const hash = await wallet.writeContract({ ...handleOps, gas: 2_000_000n })
    expect((await waitForDevnetReceipt(client, hash)).status).toBe('reverted')
    expect(await devnet.balanceOf(recipient)).toBe(units(9n))
    expect((await readSession(client, owner, sessionKey.address)).spent).toBe(units(9n))
  })

  test('the session key may not call anything but a transfer of its token', async () => {
    const fUSD = DEVNET_TOKENS[1].address
    // The account holds fUSD too, so each call below would succeed: only validation refuses them.
    await include(ownerBundler, [mintCall(owner.address, 100n, fUSD)])
    const attempts = [
      // An approve of the same token.
      [
        {
          to: FOY.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, 1n],
          }),
        },
      ],
      // A transfer of another token.
      [transferCall(recipient, 1n, fUSD)],
      // Two transfers in a batch (executeBatch, not execute).
      [transferCall(recipient, 1n), transferCall(recipient, 1n)],
      // Granting itself more.
      [grantSessionCall(owner, grantOf(sessionKey.address, { allowance: units(1000n) }))],
    ]
    for (const calls of attempts)
      expect(await bundlerRejection(() => sessionBundler.sendUserOperation({ calls }))).toEqual(
        signatureError,
      )
  })

  test('after revokeSession even 1 token is refused', async () => {
    const receipt = await include(ownerBundler, [revokeSessionCall(owner, sessionKey.address)])
    expect(
      parseEventLogs({ abi: owner.abi, logs: receipt.logs, eventName: 'SessionRevoked' }),
    ).toHaveLength(1)
    expect((await readSession(client, owner, sessionKey.address)).active).toBe(false)
    expect(
      await bundlerRejection(() =>
        sessionBundler.sendUserOperation({ calls: [transferCall(recipient, 1n)] }),
      ),
    ).toEqual(signatureError)
  })

  test('a session past its validUntil is refused by the EntryPoint (AA22, -32503)', async () => {
    const expiredKey = privateKeyToAccount(generatePrivateKey())
    const past = Number((await client.getBlock()).timestamp) - 1
    await include(ownerBundler, [
      grantSessionCall(owner, grantOf(expiredKey.address, { validUntil: past })),
    ])
    const expired = devnet.bundlerFor(
      await toFoyerSmartAccount({
        client,
        owner: expiredKey,
        factory: DEVNET_ERC4337.accountFactory,
        address: owner.address,
      }),
    )
    expect(
      await bundlerRejection(() =>
        expired.sendUserOperation({ calls: [transferCall(recipient, 1n)] }),
      ),
    ).toEqual({ code: -32503, message: 'AA22 expired or not due' })
  })

  test('a session key cannot be the owner or zero', async () => {
    const ownerKey = await client.readContract({
      address: owner.address,
      abi: owner.abi,
      functionName: 'owner',
    })
    for (const key of [ownerKey, zeroAddress])
      expect(
        await bundlerRejection(() =>
          ownerBundler.sendUserOperation({
            calls: [grantSessionCall(owner, grantOf(key))],
          }),
        ),
      ).toEqual({ code: -32521, message: 'execution reverted: FoyerAccount: invalid session key' })
  })
})
