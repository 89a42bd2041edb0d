import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { encodePermissionsContext } from '../protocol/permissions.js'
import { summarizeEvmRequest } from './evmSummary.js'

// What ApproveTransaction shows for issue 20's requests: every call of a batch, in order, and what a permission
// grants (or why it cannot be granted).
const ETH = { symbol: 'ETH', decimals: 18 }
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

afterEach(() => vi.useRealTimers())

describe('wallet_sendCalls', () => {
  test('every call listed in order, with value in the coin and ERC-20 calls decoded', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [BOB, 5_000_000n],
    })
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ALICE, 1_000_000n],
    })
    const summary = summarizeEvmRequest(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: '0xa',
          calls: [
            { to: TOKEN, data: approve },
            { to: ALICE, value: '0x6f05b59d3b20000' },
            { to: TOKEN, data: transfer, value: '0x0' },
          ],
        },
      ],
      ETH,
    )
    expect(summary).toEqual({
      kind: 'calls',
      calls: [
        {
          to: TOKEN,
          value: '0',
          symbol: 'ETH',
          data: approve,
          call: {
            name: 'approve',
            args: [
              { name: 'spender', value: BOB },
              { name: 'amount', value: '5000000' },
            ],
          },
        },
        { to: ALICE, value: '0.5', symbol: 'ETH', data: undefined, call: undefined },
        {
          to: TOKEN,
          value: '0',
          symbol: 'ETH',
          data: transfer,
          call: {
            name: 'transfer',
            args: [
              { name: 'recipient', value: ALICE },
              { name: 'amount', value: '1000000' },
            ],
          },
        },
      ],
    })
  })

  test('unknown data is shown as it is, undecoded; the coin’s decimals are used', () => {
    const summary = summarizeEvmRequest(
      'wallet_sendCalls',
      [{ calls: [{ to: ALICE, data: '0xdeadbeef', value: '0x3b9aca00' }] }],
      { symbol: 'POL', decimals: 9 },
    )
    expect(summary).toEqual({
      kind: 'calls',
      calls: [{ to: ALICE, value: '1', symbol: 'POL', data: '0xdeadbeef', call: undefined }],
    })
  })

  test('a malformed batch shows no calls (the frame refuses it with the reason)', () => {
    for (const params of [
      [{ calls: [{ to: ALICE.slice(2) }] }],
      [{ calls: [{ to: ALICE }, { to: BOB, data: 'ab' }] }],
      [{ calls: [] }],
      [],
      'nonsense',
    ])
      expect(summarizeEvmRequest('wallet_sendCalls', params, ETH)).toEqual({
        kind: 'calls',
        calls: [],
      })
  })

  // BUG (reported, in parseSendCalls): chainId '0x' makes hexToBigInt throw, so the host's provider rejects
  // with a bare SyntaxError instead of showing the batch. Flip to `test` once parseSendCalls is fixed.
  test('a batch with chainId "0x" is summarized, not thrown on', () => {
    expect(
      summarizeEvmRequest('wallet_sendCalls', [{ chainId: '0x', calls: [{ to: ALICE }] }], ETH),
    ).toMatchObject({ kind: 'calls' })
  })
})

describe('wallet_grantPermissions', () => {
  const grant = (overrides: Record<string, unknown> = {}) => [
    {
      chainId: '0xa',
      expiry: 1_900_000_000,
      signer: { type: 'key', data: { id: BOB } },
      permissions: [
        { type: 'erc20-token-transfer', data: { address: TOKEN, allowance: '0xf4240' } },
      ],
      ...overrides,
    },
  ]

  test('signer, token, allowance (base units) and expiry (Unix seconds), in that order', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') })
    expect(summarizeEvmRequest('wallet_grantPermissions', grant(), ETH)).toEqual({
      kind: 'permissions',
      action: 'grant',
      fields: [
        { name: 'signer', value: BOB },
        { name: 'token', value: TOKEN },
        { name: 'allowance', value: '1000000' },
        { name: 'expiry', value: '1900000000' },
      ],
    })
  })

  test('a request that cannot be granted shows the reason as field "error"', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') })
    expect(
      summarizeEvmRequest(
        'wallet_grantPermissions',
        grant({ permissions: [{ type: 'native-token-transfer', data: {} }] }),
        ETH,
      ),
    ).toEqual({
      kind: 'permissions',
      action: 'grant',
      fields: [
        {
          name: 'error',
          value:
            'This wallet can enforce only "erc20-token-transfer" permissions, not "native-token-transfer"',
        },
      ],
    })
    // The clock decides what has passed: the same request a few years later.
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'))
    expect(summarizeEvmRequest('wallet_grantPermissions', grant(), ETH)).toEqual({
      kind: 'permissions',
      action: 'grant',
      fields: [{ name: 'error', value: 'The expiry has passed' }],
    })
  })
})

describe('wallet_revokePermissions', () => {
  test('shows the key the context names', () => {
    const permissionsContext = encodePermissionsContext(ALICE, BOB)
    expect(summarizeEvmRequest('wallet_revokePermissions', [{ permissionsContext }], ETH)).toEqual({
      kind: 'permissions',
      action: 'revoke',
      fields: [{ name: 'signer', value: BOB }],
    })
  })

  test('a context that is not one of ours shows no fields', () => {
    for (const params of [[{ permissionsContext: '0x1234' }], [{}], [null], [], 'x'])
      expect(summarizeEvmRequest('wallet_revokePermissions', params, ETH)).toEqual({
        kind: 'permissions',
        action: 'revoke',
        fields: [],
      })
  })
})
