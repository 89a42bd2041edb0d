import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import {
  decodePermissionsContext,
  encodePermissionsContext,
  SESSION_FEE_ALLOWANCE,
} from '../protocol/permissions.js'
import type { BatchCall } from '../protocol/sendCalls.js'
import { grantSessionCall, revokeSessionCall } from '../smartAccount/sessionCalls.js'
import type { FrameChain } from './config.js'
import { serveEvmRequest } from './evmRequests.js'
import type { SmartAccounts } from './smartAccounts.js'
import { type ActiveSmartAccount, SMART_ACCOUNT_RAW_SEND } from './smartRequests.js'

// The frame's requests when the active account is the visitor's smart account (issue 20), and what its EOA
// answers to the methods only a smart account serves. The smart accounts are a stand-in: they are the frame's
// boundary to the bundler. Nothing here reaches a chain: the RPC and bundler URLs lead nowhere.
const owner = privateKeyToAccount(generatePrivateKey())
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ANOTHER_SMART = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const SESSION_KEY = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BATCH_ID = `0x${'ab'.repeat(32)}` as const

const chain: FrameChain = {
  id: 10,
  name: 'Nowhere',
  rpcUrl: 'http://127.0.0.1:9/',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  smartAccount: { factory: FACTORY, bundlerUrl: 'http://127.0.0.1:9/bundler' },
}

type Receipt = Awaited<ReturnType<SmartAccounts['receipt']>>

/** A stand-in for the bundler-facing smart accounts: records what the frame asked of it. */
function fakeSmartAccounts(receipt: Receipt = undefined) {
  const fake = {
    signMessage: vi.fn(async (_chain: FrameChain, _message: unknown) => '0x5167' as const),
    signTypedData: vi.fn(async (_chain: FrameChain, _typed: unknown) => '0x7d' as const),
    send: vi.fn(async (_chain: FrameChain, _calls: readonly BatchCall[]) => BATCH_ID),
    waitFor: vi.fn(async (_chain: FrameChain, _hash: `0x${string}`) => ({
      success: true,
      receipt: { transactionHash: `0x${'cd'.repeat(32)}` },
    })),
    receipt: vi.fn(async (_chain: FrameChain, _hash: `0x${string}`) => receipt),
  }
  return fake
}

let accounts: ReturnType<typeof fakeSmartAccounts>
let smart: ActiveSmartAccount
beforeEach(() => {
  accounts = fakeSmartAccounts()
  smart = { address: SMART, accounts: accounts as unknown as SmartAccounts }
})

const serveSmart = (method: string, params: unknown, on: FrameChain = chain) =>
  serveEvmRequest({ method, params }, owner, on, smart)
const serveEoa = (method: string, params: unknown) =>
  serveEvmRequest({ method, params }, owner, chain)
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ resolved: value }),
    (error: { code?: number; message: string }) => ({ code: error.code, message: error.message }),
  )
const nothingSent = () => {
  for (const method of Object.values(accounts)) expect(method).not.toHaveBeenCalled()
}

describe('accounts and signatures', () => {
  test('eth_accounts answers the smart account, not the owner key', async () => {
    await expect(serveSmart('eth_accounts', [])).resolves.toEqual([SMART])
    await expect(serveSmart('eth_requestAccounts', [])).resolves.toEqual([SMART])
    await expect(serveEoa('eth_accounts', [])).resolves.toEqual([owner.address])
    await expect(
      serveEvmRequest({ method: 'eth_accounts', params: [] }, undefined, chain),
    ).resolves.toEqual([])
  })

  test('personal_sign is the account’s (hex as raw bytes, text as text)', async () => {
    await expect(serveSmart('personal_sign', ['0x68690a', SMART])).resolves.toBe('0x5167')
    await serveSmart('personal_sign', ['hello', SMART.toLowerCase()])
    expect(accounts.signMessage.mock.calls.map(([, message]) => message)).toEqual([
      { raw: '0x68690a' },
      'hello',
    ])
  })

  test('personal_sign for another address — the owner key included — is refused unsigned', async () => {
    for (const signer of [owner.address, TO, undefined, 42])
      expect(await refusal(serveSmart('personal_sign', ['0x68', signer]))).toEqual({
        code: -32602,
        message: 'The request names another account than the embedded wallet’s',
      })
    expect(await refusal(serveSmart('personal_sign', [{}, SMART]))).toMatchObject({ code: -32602 })
    nothingSent()
  })

  test('eth_signTypedData_v4 drops EIP712Domain from the types; another signer is refused', async () => {
    const typed = {
      domain: { name: 'X', chainId: 10 },
      primaryType: 'Mail',
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }],
        Mail: [{ name: 'a', type: 'string' }],
      },
      message: { a: 'b' },
    }
    await serveSmart('eth_signTypedData_v4', [SMART, JSON.stringify(typed)])
    expect(accounts.signTypedData.mock.calls[0]?.[1]).toEqual({
      domain: typed.domain,
      primaryType: 'Mail',
      types: { Mail: [{ name: 'a', type: 'string' }] },
      message: { a: 'b' },
    })
    expect(await refusal(serveSmart('eth_signTypedData_v4', [owner.address, typed]))).toMatchObject(
      {
        code: -32602,
      },
    )
    expect(await refusal(serveSmart('eth_signTypedData_v4', [SMART, '{not json']))).toMatchObject({
      code: -32602,
      message: 'eth_signTypedData_v4: typed data expected',
    })
    expect(accounts.signTypedData).toHaveBeenCalledTimes(1)
  })
})

describe('sending', () => {
  test('wallet_sendCalls sends the checked calls as one operation and answers its id', async () => {
    const answer = await serveSmart('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0xa',
        from: SMART,
        calls: [
          { to: TO, value: '0x1' },
          { to: TOKEN, data: '0xa9059cbb' },
        ],
      },
    ])
    expect(answer).toEqual({ id: BATCH_ID })
    expect(accounts.send).toHaveBeenCalledWith(chain, [
      { to: TO, data: undefined, value: 1n },
      { to: TOKEN, data: '0xa9059cbb', value: 0n },
    ])
  })

  test('a batch with a bad call is refused with -32602 before anything is sent', async () => {
    for (const calls of [
      [{ to: TO }, { to: TO.slice(2) }],
      [{ to: TO, data: 'a9059cbb' }],
      [{ to: `0x${'11'.repeat(19)}` }],
      [],
    ])
      expect(await refusal(serveSmart('wallet_sendCalls', [{ calls }]))).toMatchObject({
        code: -32602,
        message: expect.stringMatching(/^wallet_sendCalls: /),
      })
    nothingSent()
  })

  test('a batch for another chain is refused with 5710; from another account with -32602', async () => {
    expect(
      await refusal(serveSmart('wallet_sendCalls', [{ chainId: '0x1', calls: [{ to: TO }] }])),
    ).toEqual({ code: 5710, message: 'wallet_sendCalls: the wallet is on chain 10' })
    expect(
      await refusal(serveSmart('wallet_sendCalls', [{ chainId: 1, calls: [{ to: TO }] }])),
    ).toMatchObject({ code: 5710 })
    expect(
      await refusal(serveSmart('wallet_sendCalls', [{ from: owner.address, calls: [{ to: TO }] }])),
    ).toMatchObject({ code: -32602 })
    nothingSent()
  })

  test('eth_sendRawTransaction: a smart account cannot, and says how it can', async () => {
    expect(await refusal(serveSmart('eth_sendRawTransaction', ['0x02f8']))).toEqual({
      code: 4200,
      message: SMART_ACCOUNT_RAW_SEND,
    })
    nothingSent()
  })

  test('eth_sendTransaction becomes one call, answered with the carrying transaction', async () => {
    await expect(
      serveSmart('eth_sendTransaction', [{ from: SMART, to: TO, value: '0x10', input: '0x1234' }]),
    ).resolves.toBe(`0x${'cd'.repeat(32)}`)
    expect(accounts.send).toHaveBeenCalledWith(chain, [{ to: TO, data: '0x1234', value: 16n }])
    expect(accounts.waitFor).toHaveBeenCalledWith(chain, BATCH_ID)
    // No recipient (a deployment) or data without 0x: refused, named as the method it came as.
    expect(await refusal(serveSmart('eth_sendTransaction', [{ data: '0x60' }]))).toEqual({
      code: -32602,
      message: 'eth_sendTransaction: call 1\'s "to" must be an address starting with 0x',
    })
    expect(
      await refusal(serveSmart('eth_sendTransaction', [{ from: owner.address, to: TO }])),
    ).toMatchObject({ code: -32602 })
    expect(accounts.send).toHaveBeenCalledTimes(1)
  })
})

describe('wallet_getCallsStatus', () => {
  const receipt = (success: boolean) =>
    ({
      success,
      actualGasUsed: 21_000n,
      logs: [{ address: TOKEN, data: '0x01', topics: ['0xaa'], blockNumber: 5n, extra: 'dropped' }],
      receipt: {
        blockHash: `0x${'11'.repeat(32)}`,
        blockNumber: 5n,
        transactionHash: `0x${'22'.repeat(32)}`,
      },
    }) as unknown as Receipt

  test('no receipt yet: 100, no receipts', async () => {
    await expect(serveSmart('wallet_getCallsStatus', [BATCH_ID])).resolves.toEqual({
      version: '2.0.0',
      id: BATCH_ID,
      chainId: '0xa',
      status: 100,
      atomic: true,
      receipts: [],
    })
    expect(accounts.receipt).toHaveBeenCalledWith(chain, BATCH_ID)
  })

  test('included and run: 200 with the carrying transaction', async () => {
    accounts.receipt.mockResolvedValue(receipt(true))
    await expect(serveSmart('wallet_getCallsStatus', [BATCH_ID])).resolves.toMatchObject({
      status: 200,
      receipts: [
        {
          logs: [{ address: TOKEN, data: '0x01', topics: ['0xaa'] }],
          status: '0x1',
          blockHash: `0x${'11'.repeat(32)}`,
          blockNumber: '0x5',
          gasUsed: '0x5208',
          transactionHash: `0x${'22'.repeat(32)}`,
        },
      ],
    })
  })

  test('included and reverted: 500, receipt status 0x0', async () => {
    accounts.receipt.mockResolvedValue(receipt(false))
    const answer = (await serveSmart('wallet_getCallsStatus', [BATCH_ID])) as {
      status: number
      receipts: { status: string }[]
    }
    expect(answer.status).toBe(500)
    expect(answer.receipts.map((r) => r.status)).toEqual(['0x0'])
  })

  test('an id that is no 32-byte hash is refused before the bundler is asked', async () => {
    for (const id of [
      undefined,
      42,
      'abc',
      BATCH_ID.slice(0, -2),
      `${BATCH_ID}00`,
      `0x${'zz'.repeat(32)}`,
    ])
      expect(await refusal(serveSmart('wallet_getCallsStatus', [id]))).toEqual({
        code: -32602,
        message: 'wallet_getCallsStatus: a batch id expected',
      })
    expect(accounts.receipt).not.toHaveBeenCalled()
  })
})

describe('wallet_getCapabilities', () => {
  test('an EOA cannot batch atomically', async () => {
    await expect(serveEoa('wallet_getCapabilities', [owner.address])).resolves.toEqual({
      '0xa': { atomic: { status: 'unsupported' } },
    })
  })

  test('a smart account batches atomically and grants token-transfer permissions', async () => {
    await expect(serveSmart('wallet_getCapabilities', [SMART])).resolves.toEqual({
      '0xa': {
        atomic: { status: 'supported' },
        paymasterService: { supported: false },
        permissions: {
          supported: true,
          signerTypes: ['key', 'account'],
          permissionTypes: ['erc20-token-transfer'],
        },
      },
    })
    const sponsored: FrameChain = {
      ...chain,
      smartAccount: { factory: FACTORY, bundlerUrl: 'x', sponsored: true },
    }
    await expect(serveSmart('wallet_getCapabilities', [SMART], sponsored)).resolves.toMatchObject({
      '0xa': { paymasterService: { supported: true } },
    })
  })
})

describe('the EOA and the logged-out frame', () => {
  test('the EOA refuses what only a smart account serves with 4200', async () => {
    for (const method of [
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ])
      expect(await refusal(serveEoa(method, [{ calls: [{ to: TO }] }])), method).toMatchObject({
        code: 4200,
        message: expect.stringContaining('switch to the smart account'),
      })
  })

  test('logged out: 4100; a method outside the table: 4200', async () => {
    expect(
      await refusal(
        serveEvmRequest({ method: 'wallet_sendCalls', params: [] }, undefined, chain, smart),
      ),
    ).toMatchObject({ code: 4100 })
    expect(await refusal(serveSmart('wallet_addSubAccount', []))).toMatchObject({ code: 4200 })
    expect(await refusal(serveSmart('eth_sign', [SMART, '0x00']))).toMatchObject({ code: 4200 })
    nothingSent()
  })
})

describe('permissions', () => {
  const expiry = () => Math.floor(Date.now() / 1000) + 3600
  const grantRequest = (overrides: Record<string, unknown> = {}) => ({
    chainId: '0xa',
    expiry: expiry(),
    signer: { type: 'key', data: { id: SESSION_KEY } },
    permissions: [{ type: 'erc20-token-transfer', data: { address: TOKEN, allowance: '0x64' } }],
    ...overrides,
  })

  test('wallet_grantPermissions grants on chain and answers a context naming (account, key) and the factory', async () => {
    const request = grantRequest()
    const answer = (await serveSmart('wallet_grantPermissions', [request])) as Record<
      string,
      unknown
    >
    const grant = grantSessionCall(SMART, {
      key: SESSION_KEY,
      token: TOKEN,
      allowance: 100n,
      validUntil: request.expiry,
      feeAllowance: SESSION_FEE_ALLOWANCE,
    })
    expect(accounts.send).toHaveBeenCalledWith(chain, [
      { to: grant.to, data: grant.data, value: 0n },
    ])
    expect(accounts.waitFor).toHaveBeenCalledWith(chain, BATCH_ID)
    expect(answer).toEqual({
      chainId: '0xa',
      address: SMART,
      expiry: request.expiry,
      signer: request.signer,
      permissions: request.permissions,
      permissionsContext: expect.any(String),
      factory: FACTORY,
    })
    expect(decodePermissionsContext(answer.permissionsContext)).toEqual({
      account: SMART,
      key: SESSION_KEY,
    })
  })

  test('a request outside what the account enforces, or for another chain, is refused ungranted', async () => {
    expect(
      await refusal(
        serveSmart('wallet_grantPermissions', [
          grantRequest({ permissions: [{ type: 'native-token-transfer', data: {} }] }),
        ]),
      ),
    ).toEqual({
      code: -32602,
      message:
        'This wallet can enforce only "erc20-token-transfer" permissions, not "native-token-transfer"',
    })
    expect(
      await refusal(serveSmart('wallet_grantPermissions', [grantRequest({ expiry: 1 })])),
    ).toEqual({ code: -32602, message: 'The expiry has passed' })
    expect(
      await refusal(serveSmart('wallet_grantPermissions', [grantRequest({ chainId: 1 })])),
    ).toEqual({ code: 5710, message: 'wallet_grantPermissions: the wallet is on chain 10' })
    nothingSent()
  })

  test('revoke takes back this account’s permission; another account’s context is refused', async () => {
    await expect(
      serveSmart('wallet_revokePermissions', [
        {
          permissionsContext: encodePermissionsContext(
            SMART.toLowerCase() as `0x${string}`,
            SESSION_KEY,
          ),
        },
      ]),
    ).resolves.toEqual({})
    const revoke = revokeSessionCall(SMART, SESSION_KEY)
    expect(accounts.send).toHaveBeenCalledWith(chain, [
      { to: revoke.to, data: revoke.data, value: 0n },
    ])

    for (const permissionsContext of [
      encodePermissionsContext(ANOTHER_SMART, SESSION_KEY),
      encodePermissionsContext(owner.address, SESSION_KEY),
      '0x1234',
      undefined,
    ])
      expect(
        await refusal(serveSmart('wallet_revokePermissions', [{ permissionsContext }])),
      ).toEqual({
        code: -32602,
        message: 'wallet_revokePermissions: not a permission of this account',
      })
    expect(await refusal(serveSmart('wallet_revokePermissions', []))).toMatchObject({
      code: -32602,
    })
    expect(accounts.send).toHaveBeenCalledTimes(1)
  })
})
