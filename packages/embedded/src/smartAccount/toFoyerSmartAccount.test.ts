import {
  createClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  http,
  recoverMessageAddress,
  size,
  zeroAddress,
} from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { foyerAccountAbi } from './foyerAccountAbi.js'
import { grantSessionCall, revokeSessionCall } from './sessionCalls.js'
import { toFoyerSmartAccount } from './toFoyerSmartAccount.js'

// With its address given, the account needs no node for what is tested here (nothing is sent to this URL).
const client = createClient({ chain: foundry, transport: http('http://127.0.0.1:9') })
const owner = privateKeyToAccount(generatePrivateKey())
const address = '0x1111111111111111111111111111111111111111'
const factory = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const to = '0x4444444444444444444444444444444444444444'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 5n] })

test('one call goes through execute, several through executeBatch, and decode back', async () => {
  const account = await toFoyerSmartAccount({ client, owner, factory, address })
  expect(account.address).toBe(address)
  expect(account.entryPoint).toMatchObject({ address: entryPoint07Address, version: '0.7' })
  const single = await account.encodeCalls([{ to: token, data: transfer }])
  expect(decodeFunctionData({ abi: foyerAccountAbi, data: single })).toEqual({
    functionName: 'execute',
    args: [token, 0n, transfer],
  })
  const calls = [
    { to: token, data: transfer, value: 0n },
    { to, data: '0x', value: 7n },
  ] as const
  const batch = await account.encodeCalls(calls)
  expect(decodeFunctionData({ abi: foyerAccountAbi, data: batch })).toEqual({
    functionName: 'executeBatch',
    args: [
      [token, to],
      [0n, 7n],
      [transfer, '0x'],
    ],
  })
  expect(await account.decodeCalls?.(batch)).toEqual(calls)
  expect(await account.decodeCalls?.(single)).toEqual([{ to: token, data: transfer, value: 0n }])
})

test('the owner personal-signs the userOpHash; the stub signature has a real signature’s length', async () => {
  const account = await toFoyerSmartAccount({ client, owner, factory, address })
  const op = {
    sender: address,
    nonce: 3n,
    callData: transfer,
    callGasLimit: 100_000n,
    verificationGasLimit: 200_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 2n,
    maxPriorityFeePerGas: 1n,
    signature: '0x',
  } as const
  const signature = await account.signUserOperation(op)
  const hash = getUserOperationHash({
    chainId: foundry.id,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation: op,
  })
  expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
  expect(size(await account.getStubSignature())).toBe(65)
})

test('session calls are the account calling itself', () => {
  const key = privateKeyToAccount(generatePrivateKey()).address
  const grant = grantSessionCall(address, {
    key,
    token,
    allowance: 10n,
    validUntil: 1_900_000_000,
    feeAllowance: 5n,
  })
  expect(grant.to).toBe(address)
  expect(decodeFunctionData({ abi: foyerAccountAbi, data: grant.data })).toEqual({
    functionName: 'grantSession',
    args: [key, token, 10n, 1_900_000_000, zeroAddress, 5n],
  })
  // A paymaster given is the one the session's operations may name.
  const withPaymaster = grantSessionCall(address, {
    key,
    token,
    allowance: 10n,
    validUntil: 0,
    feeAllowance: 5n,
    paymaster: to,
  })
  expect(decodeFunctionData({ abi: foyerAccountAbi, data: withPaymaster.data }).args).toEqual([
    key,
    token,
    10n,
    0,
    to,
    5n,
  ])
  const revoke = revokeSessionCall({ address }, key)
  expect(revoke).toEqual({
    to: address,
    data: encodeFunctionData({ abi: foyerAccountAbi, functionName: 'revokeSession', args: [key] }),
  })
})
