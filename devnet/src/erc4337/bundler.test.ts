import { encodeFunctionData, erc20Abi, parseEther, zeroAddress } from 'viem'
import {
  entryPoint07Abi,
  formatUserOperationRequest,
  getUserOperationHash,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { rpc } from '../rpc.js'
import { DEVNET_ERC4337 } from './constants.js'
import { bundlerRejection, erc4337Devnet, FOY, mintCall, prepare, transferCall } from './testing.js'

const devnet = erc4337Devnet('l1')
const { client, bundlerUrl } = devnet
const recipient = privateKeyToAccount(generatePrivateKey()).address

describe('user operations through the bundler', () => {
  test('the first operation deploys the account, owned by its owner', async () => {
    const { owner, account } = await devnet.newAccount()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const bundler = devnet.bundlerFor(account)
    const hash = await bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    const onChainOwner = await client.readContract({
      address: account.address,
      abi: account.abi,
      functionName: 'owner',
    })
    expect(onChainOwner).toBe(owner.address)
    // Deployed: the next operation carries no factory.
    expect(await account.getFactoryArgs()).toEqual({ factory: undefined, factoryData: undefined })
  })

  test('an approve and a transfer go in one user operation (executeBatch)', async () => {
    const { account } = await devnet.newAccount()
    const spender = privateKeyToAccount(generatePrivateKey()).address
    const bundler = devnet.bundlerFor(account)
    await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [mintCall(account.address, 100n)] }),
    })
    const calls = [
      {
        to: FOY.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 30n] }),
      },
      transferCall(recipient, 40n),
    ]
    const hash = await bundler.sendUserOperation({ calls })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    // One operation, one transaction, both calls in it.
    const operation = await bundler.getUserOperation({ hash })
    expect(operation.userOperation.callData.slice(0, 10)).toBe(
      encodeFunctionData({
        abi: account.abi,
        functionName: 'executeBatch',
        args: [[], [], []],
      }).slice(0, 10),
    )
    expect(await account.decodeCalls?.(operation.userOperation.callData)).toEqual(
      calls.map((call) => ({ ...call, value: 0n })),
    )
    expect(operation.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(receipt.logs.map((log) => log.address.toLowerCase())).toEqual([
      FOY.address.toLowerCase(),
      FOY.address.toLowerCase(),
    ])
    expect(
      await client.readContract({
        address: FOY.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, spender],
      }),
    ).toBe(30n)
    expect(await devnet.balanceOf(account.address)).toBe(60n)
  })

  test('the receipt is null until the operation is included, then ERC-4337’s receipt', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    const prepared = await prepare(bundler, { calls: [mintCall(account.address, 5n)] })
    const signature = await account.signUserOperation(prepared)
    const hash = getUserOperationHash({
      chainId: devnet.chain.id,
      entryPointAddress: DEVNET_ERC4337.entryPoint,
      entryPointVersion: '0.7',
      userOperation: { ...prepared, signature },
    })
    expect(await rpc(bundlerUrl, 'eth_getUserOperationReceipt', [hash])).toBeNull()
    expect(await rpc(bundlerUrl, 'eth_getUserOperationByHash', [hash])).toBeNull()
    expect(await bundler.sendUserOperation({ ...prepared, signature })).toBe(hash)
    const receipt = await bundler.getUserOperationReceipt({ hash })
    expect(receipt).toMatchObject({
      userOpHash: hash,
      entryPoint: DEVNET_ERC4337.entryPoint,
      sender: account.address,
      paymaster: DEVNET_ERC4337.paymaster,
      success: true,
      receipt: { status: 'success' },
    })
    expect(BigInt(receipt.nonce)).toBe(prepared.nonce)
    expect(receipt.actualGasUsed).toBeGreaterThan(0n)
    // The operation pays its own gas price (EntryPoint v0.7: its fee caps over the block's base fee); the bundle
    // tips the node's suggestion, never more than the operation offers.
    const { baseFeePerGas } = await devnet.client.getBlock({
      blockNumber: receipt.receipt.blockNumber,
    })
    const offered = (baseFeePerGas ?? 0n) + prepared.maxPriorityFeePerGas
    const opGasPrice = offered < prepared.maxFeePerGas ? offered : prepared.maxFeePerGas
    expect(receipt.actualGasCost).toBe(receipt.actualGasUsed * opGasPrice)
    expect(receipt.receipt.effectiveGasPrice).toBeLessThanOrEqual(opGasPrice)
    // The operation's event is in its transaction, as the EntryPoint emitted it.
    const [event] = await client.getContractEvents({
      address: DEVNET_ERC4337.entryPoint,
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      args: { userOpHash: hash },
      fromBlock: 0n,
    })
    expect(event?.transactionHash).toBe(receipt.receipt.transactionHash)
    // And the on-chain hash is the one the bundler answered.
    expect(
      await client.readContract({
        address: DEVNET_ERC4337.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'getUserOpHash',
        args: [toPackedUserOperation({ ...prepared, signature })],
      }),
    ).toBe(hash)
  })

  test('the paymaster sponsors an account holding no ETH', async () => {
    const { account } = await devnet.newAccount()
    const deposit = () =>
      client.readContract({
        address: DEVNET_ERC4337.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [DEVNET_ERC4337.paymaster],
      })
    const before = await deposit()
    const bundler = devnet.bundlerFor(account)
    const hash = await bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(DEVNET_ERC4337.paymaster)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(await deposit()).toBe(before - receipt.actualGasCost)
  })

  test('without the paymaster, the account pays for itself, and one without ETH is refused (AA21)', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account, false)
    const refused = await bundlerRejection(() =>
      bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] }),
    )
    expect(refused).toEqual({ code: -32500, message: "AA21 didn't pay prefund" })

    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const hash = await bundler.sendUserOperation({ calls: [mintCall(account.address, 1n)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(zeroAddress)
    const balance = await client.getBalance({ address: account.address })
    const deposit = await client.readContract({
      address: DEVNET_ERC4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    // It paid its gas: what its limits reserved beyond that went back to its EntryPoint deposit.
    expect(balance + deposit).toBe(parseEther('1') - receipt.actualGasCost)
  })
})

describe('what the bundler refuses', () => {
  test('an operation whose calls revert: -32521 with the reason, at estimation and at sending', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    const tooMuch = [transferCall(recipient, 1n)]
    // viem estimates first: the estimate refuses.
    expect(await bundlerRejection(() => bundler.sendUserOperation({ calls: tooMuch }))).toEqual({
      code: -32521,
      message: 'execution reverted: transfer amount exceeds balance',
    })
    // With its gas limits given, viem skips estimation: eth_sendUserOperation refuses it itself.
    const prepared = await prepare(bundler, {
      calls: tooMuch,
      callGasLimit: 100_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 100_000n,
    })
    const signature = await account.signUserOperation(prepared)
    expect(
      await bundlerRejection(() => bundler.sendUserOperation({ ...prepared, signature })),
    ).toEqual({ code: -32521, message: 'execution reverted: transfer amount exceeds balance' })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  test('a signature by another key: -32500 AA24', async () => {
    const { account } = await devnet.newAccount()
    const { account: impostor } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    const prepared = await prepare(bundler, { calls: [mintCall(account.address, 1n)] })
    // Another owner signs this account's operation.
    const signature = await impostor.signUserOperation({ ...prepared, sender: account.address })
    expect(
      await bundlerRejection(() => bundler.sendUserOperation({ ...prepared, signature })),
    ).toEqual({ code: -32500, message: 'AA24 signature error' })
    // And a malformed one (not 65 bytes) the same way: the account never reverts on it.
    expect(
      await bundlerRejection(() => bundler.sendUserOperation({ ...prepared, signature: '0x1234' })),
    ).toEqual({ code: -32500, message: 'AA24 signature error' })
  })

  test('a paymaster whose validation reverts: -32501 with the EntryPoint’s reason', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    const prepared = await prepare(bundler, { calls: [mintCall(account.address, 1n)] })
    const signature = await account.signUserOperation(prepared)
    // Too short for VerifyingPaymaster's (validUntil, validAfter, signature): its decoding reverts.
    const op = formatUserOperationRequest({ ...prepared, signature, paymasterData: '0x1234' })
    await expect(
      rpc(bundlerUrl, 'eth_sendUserOperation', [op, DEVNET_ERC4337.entryPoint]),
    ).rejects.toMatchObject({ code: -32501, message: 'AA33 reverted: reverted without a reason' })
  })

  test('malformed parameters, another entry point, unknown methods: clear errors, no crash', async () => {
    const { account } = await devnet.newAccount()
    const bundler = devnet.bundlerFor(account)
    const prepared = await prepare(bundler, { calls: [mintCall(account.address, 1n)] })
    const signature = await account.signUserOperation(prepared)
    const op = formatUserOperationRequest({ ...prepared, signature }) as Record<string, unknown>
    const send = (params: unknown) => rpc(bundlerUrl, 'eth_sendUserOperation', params as unknown[])
    const cases: [unknown, RegExp][] = [
      [[{ ...op, sender: 'nobody' }, DEVNET_ERC4337.entryPoint], /sender must be an address/],
      [[{ ...op, nonce: 12 }, DEVNET_ERC4337.entryPoint], /nonce must be a hex quantity/],
      [[{ ...op, callData: '0x123' }, DEVNET_ERC4337.entryPoint], /callData must be hex bytes/],
      [[{ ...op, signature: undefined }, DEVNET_ERC4337.entryPoint], /signature is missing/],
      [[{ ...op, initCode: '0x' }, DEVNET_ERC4337.entryPoint], /initCode is EntryPoint v0.6's/],
      [[{ ...op, extra: 1 }, DEVNET_ERC4337.entryPoint], /unknown field extra/],
      [[{ ...op, callGasLimit: `0x1${'0'.repeat(32)}` }, DEVNET_ERC4337.entryPoint], /128 bits/],
      [['not an operation', DEVNET_ERC4337.entryPoint], /expected an object/],
      [[op, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'], /is not supported/],
      [[op], /entry point: expected an address/],
    ]
    for (const [params, message] of cases)
      await expect(send(params), JSON.stringify(params).slice(0, 80)).rejects.toMatchObject({
        code: -32602,
        message: expect.stringMatching(message),
      })
    await expect(send({ op })).rejects.toMatchObject({
      code: -32602,
      message: 'params must be an array',
    })
    await expect(rpc(bundlerUrl, 'eth_getUserOperationReceipt', ['0x12'])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(rpc(bundlerUrl, 'eth_sendTransaction', [])).rejects.toMatchObject({ code: -32601 })
    // Nothing was sent, and the bundler still answers.
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await rpc(bundlerUrl, 'eth_supportedEntryPoints')).toEqual([DEVNET_ERC4337.entryPoint])
  })
})

describe('the endpoint', () => {
  test('one port, the chain id as the path; batches; 404 for another chain', async () => {
    const { bundlerUrl: l2Url } = erc4337Devnet('l2')
    expect(new URL(l2Url).port).toBe(new URL(bundlerUrl).port)
    expect(await rpc(bundlerUrl, 'eth_chainId')).toBe('0x7a69')
    expect(await rpc(l2Url, 'eth_chainId')).toBe('0x7a6a')
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_supportedEntryPoints', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'nope', params: [] },
      ]),
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: [DEVNET_ERC4337.entryPoint] },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'method nope is not supported' } },
    ])
    const elsewhere = new URL('/1', bundlerUrl).toString()
    expect((await fetch(elsewhere, { method: 'POST', body: '{}' })).status).toBe(404)
    // Pages on other origins may call it (a CORS preflight, then the answer).
    const preflight = await fetch(bundlerUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const garbage = await fetch(bundlerUrl, { method: 'POST', body: '{' })
    expect(garbage.status).toBe(400)
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(-32700)
  })

  test('works on the L2 as on the L1 (same addresses)', async () => {
    const l2 = erc4337Devnet('l2')
    const { account } = await l2.newAccount()
    const bundler = l2.bundlerFor(account)
    const hash = await bundler.sendUserOperation({ calls: [mintCall(account.address, 7n)] })
    expect((await bundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(await l2.balanceOf(account.address)).toBe(7n)
  })
})
