import { grantSessionCall, readSession, toFoyerSmartAccount } from '@foyer/embedded/smart-account'
import { type Address, numberToHex, pad, parseAbi, parseEther, parseGwei } from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { rpc } from '../rpc.js'
import { DEVNET_ERC4337 } from './constants.js'
import {
  bundlerRejection,
  erc4337Devnet,
  FOY,
  mintCall,
  type TestBundler,
  transferCall,
} from './testing.js'

// The attacks issue 37 found on session keys: a session key that may move a few tokens must not spend the
// account's ETH, or the operator's paymaster deposit, through the operation's gas fields. Each attack is an
// operation the session key signs itself (as a hostile host would, with a bundler of its own), checked by the
// account's validateUserOp as the EntryPoint calls it, and sent through the devnet's bundler.

const devnet = erc4337Devnet('l1')
const { client } = devnet
const recipient = privateKeyToAccount(generatePrivateKey()).address
const sessionKey = privateKeyToAccount(generatePrivateKey())
/**
 * A budget for a handful of ordinary operations at the devnet's fees, far below the account's 10 ETH (the
 * devnet's suggested tip rises as the chain tests send operations: viem's bundler client pays twice it).
 */
const feeAllowance = parseEther('0.5')
const SIG_VALIDATION_FAILED = 1n
const signatureError = { code: -32500, message: 'AA24 signature error' }

let owner: Awaited<ReturnType<typeof devnet.newAccount>>['account']
let session: Awaited<ReturnType<typeof toFoyerSmartAccount>>
let sessionBundler: TestBundler
let validUntil: number

beforeAll(async () => {
  ;({ account: owner } = await devnet.newAccount())
  const ownerBundler = devnet.bundlerFor(owner)
  validUntil = Number((await client.getBlock()).timestamp) + 3600
  // No paymaster in the grant: the session key's operations pay from the account, which holds 10 ETH.
  const hash = await ownerBundler.sendUserOperation({
    calls: [
      mintCall(owner.address, 10n ** 21n),
      grantSessionCall(owner, {
        key: sessionKey.address,
        token: FOY.address,
        allowance: 10n ** 20n,
        validUntil,
        feeAllowance,
      }),
    ],
  })
  expect((await ownerBundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
  await rpc(devnet.chain.rpcUrls.default.http[0] as string, 'anvil_setBalance', [
    owner.address,
    numberToHex(parseEther('10')),
  ])
  session = await toFoyerSmartAccount({
    client,
    owner: sessionKey,
    factory: DEVNET_ERC4337.accountFactory,
    address: owner.address,
  })
  sessionBundler = devnet.bundlerFor(session, false)
})

/** Ordinary gas fields for a session transfer: what a bundler would estimate, with room. */
const ordinaryGas = {
  callGasLimit: 100_000n,
  verificationGasLimit: 200_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: parseGwei('3'),
  maxPriorityFeePerGas: parseGwei('1'),
}

/** A user operation the session key signs for `calls`, with the gas fields and paymaster given. */
async function sessionOperation(
  calls: { to: Address; data: `0x${string}` }[],
  fields: Partial<UserOperation<'0.7'>> = {},
): Promise<UserOperation<'0.7'>> {
  const nonce = await client.readContract({
    address: DEVNET_ERC4337.entryPoint,
    abi: entryPoint07Abi,
    functionName: 'getNonce',
    args: [owner.address, 0n],
  })
  const operation: UserOperation<'0.7'> = {
    sender: owner.address,
    nonce,
    callData: await session.encodeCalls(calls),
    ...ordinaryGas,
    ...fields,
    signature: '0x',
  }
  return { ...operation, signature: await session.signUserOperation(operation) }
}

/** What the account's validateUserOp answers, called as the EntryPoint calls it (nothing is written). */
async function validate(operation: UserOperation<'0.7'>): Promise<bigint> {
  const userOpHash = getUserOperationHash({
    chainId: devnet.chain.id,
    entryPointAddress: DEVNET_ERC4337.entryPoint,
    entryPointVersion: '0.7',
    userOperation: operation,
  })
  const { result } = await client.simulateContract({
    address: owner.address,
    abi: validateUserOpAbi,
    functionName: 'validateUserOp',
    args: [toPackedUserOperation(operation), userOpHash, 0n],
    account: DEVNET_ERC4337.entryPoint,
  })
  return result
}

/** The account's ERC-4337 entry point, which only the EntryPoint may call. */
const validateUserOpAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function validateUserOp(PackedUserOperation userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns (uint256 validationData)',
])

/** validateUserOp's answer for a valid session operation: success, valid until the session's end. */
const validUntilData = () => BigInt(validUntil) << 160n

describe('a session key cannot spend gas it was not granted', () => {
  test('an ordinary 1-token transfer validates (the attacks below differ from it in one field)', async () => {
    expect(await validate(await sessionOperation([transferCall(recipient, 1n)]))).toBe(
      validUntilData(),
    )
  })

  test('gas drain: a 1-token transfer with a 20M call gas limit at 1,000 gwei → SIG_VALIDATION_FAILED', async () => {
    const drain = await sessionOperation([transferCall(recipient, 1n)], {
      callGasLimit: 20_000_000n,
      maxFeePerGas: parseGwei('1000'),
      maxPriorityFeePerGas: parseGwei('1000'),
    })
    expect(await validate(drain)).toBe(SIG_VALIDATION_FAILED)
    // Fees alone over the budget: ordinary limits at a fee of 1 ETH per gas unit.
    const fees = await sessionOperation([transferCall(recipient, 1n)], {
      maxFeePerGas: parseEther('1'),
      maxPriorityFeePerGas: parseEther('1'),
    })
    expect(await validate(fees)).toBe(SIG_VALIDATION_FAILED)
    // Limits that overflow the cost computation are refused, not reverted on.
    const overflow = await sessionOperation([transferCall(recipient, 1n)], {
      callGasLimit: 2n ** 128n - 1n,
      maxFeePerGas: 2n ** 128n - 1n,
      preVerificationGas: 2n ** 200n,
    })
    expect(await validate(overflow)).toBe(SIG_VALIDATION_FAILED)
  })

  test('a 0-token transfer is refused, however little gas it asks', async () => {
    expect(await validate(await sessionOperation([transferCall(recipient, 0n)]))).toBe(
      SIG_VALIDATION_FAILED,
    )
    expect(
      await bundlerRejection(() =>
        sessionBundler.sendUserOperation({ calls: [transferCall(recipient, 0n)] }),
      ),
    ).toEqual(signatureError)
  })

  test('a paymaster the grant does not name is refused (the operator’s deposit is not the session’s)', async () => {
    const paymasterAndData = (paymaster: Address) => ({
      paymaster,
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
      paymasterData: pad('0x', { size: 97 }),
    })
    expect(
      await validate(
        await sessionOperation(
          [transferCall(recipient, 1n)],
          paymasterAndData(DEVNET_ERC4337.paymaster),
        ),
      ),
    ).toBe(SIG_VALIDATION_FAILED)
    // And the devnet's bundler, asked to sponsor it, refuses it at validation too.
    expect(
      await bundlerRejection(() =>
        devnet.bundlerFor(session).sendUserOperation({ calls: [transferCall(recipient, 1n)] }),
      ),
    ).toEqual(signatureError)
  })

  test('a normal session transfer still works, paid by the account, and counts its cost', async () => {
    const balanceBefore = await client.getBalance({ address: owner.address })
    const hash = await sessionBundler.sendUserOperation({ calls: [transferCall(recipient, 5n)] })
    expect((await sessionBundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(await devnet.balanceOf(recipient)).toBe(5n)
    const stored = await readSession(client, owner, sessionKey.address)
    expect(stored.spent).toBe(5n)
    const paid = balanceBefore - (await client.getBalance({ address: owner.address }))
    // The counted cost is the operation's maximum, at least what the account paid, within the budget.
    expect(paid).toBeGreaterThan(0n)
    expect(stored.feeSpent).toBeGreaterThanOrEqual(paid)
    expect(stored.feeSpent).toBeLessThanOrEqual(feeAllowance)
  })

  test('once the budget is used up, even an ordinary transfer is refused', async () => {
    const { feeSpent } = await readSession(client, owner, sessionKey.address)
    // Ordinary limits at the fee that makes this operation cost one wei more than what is left.
    const gas =
      ordinaryGas.callGasLimit + ordinaryGas.verificationGasLimit + ordinaryGas.preVerificationGas
    const left = feeAllowance - feeSpent
    const overBudget = await sessionOperation([transferCall(recipient, 1n)], {
      maxFeePerGas: left / gas + 1n,
      maxPriorityFeePerGas: 1n,
    })
    expect(await validate(overBudget)).toBe(SIG_VALIDATION_FAILED)
    const withinBudget = await sessionOperation([transferCall(recipient, 1n)], {
      maxFeePerGas: left / gas,
      maxPriorityFeePerGas: 1n,
    })
    expect(await validate(withinBudget)).toBe(validUntilData())
  })
})
