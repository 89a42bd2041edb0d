import { encodeAbiParameters } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  decodePermissionsContext,
  encodePermissionsContext,
  parsePermissionRequest,
} from './permissions.js'

// ERC-7715 wallet_grantPermissions as the frame and the host's approval summary read it: only what the smart
// account can enforce is granted (one key, one ERC-20 token, an allowance, an expiry), anything else refused.
const NOW = 1_800_000_000
const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const UINT128_MAX = 2n ** 128n - 1n

type Request = Record<string, unknown>
const permission = (overrides: Record<string, unknown> = {}) => ({
  type: 'erc20-token-transfer',
  data: { address: TOKEN, allowance: '0xf4240' },
  ...overrides,
})
const request = (overrides: Request = {}): Request => ({
  chainId: '0xa',
  expiry: NOW + 3600,
  signer: { type: 'key', data: { id: KEY } },
  permissions: [permission()],
  ...overrides,
})
const parse = (overrides: Request = {}, now = NOW) =>
  parsePermissionRequest([request(overrides)], now)
const reason = (overrides: Request = {}) => {
  const parsed = parse(overrides)
  return 'reason' in parsed ? parsed.reason : undefined
}

describe('parsePermissionRequest', () => {
  test('a transfer permission the account can enforce', () => {
    expect(parse()).toEqual({
      permission: {
        chainId: 10,
        key: KEY,
        token: TOKEN,
        allowance: 1_000_000n,
        expiry: NOW + 3600,
      },
    })
  })

  test('chain and expiry as numbers, hex or decimal strings', () => {
    const parsed = parse({ chainId: 10, expiry: `0x${(NOW + 60).toString(16)}` })
    expect(parsed).toMatchObject({ permission: { chainId: 10, expiry: NOW + 60 } })
    expect(parse({ chainId: '10', expiry: String(NOW + 60) })).toMatchObject({
      permission: { chainId: 10, expiry: NOW + 60 },
    })
  })

  test('no request, no chain', () => {
    expect(parsePermissionRequest([], NOW)).toEqual({ reason: 'A permission request expected' })
    expect(parsePermissionRequest(request(), NOW)).toEqual({
      reason: 'A permission request expected',
    })
    expect(parsePermissionRequest([null], NOW)).toEqual({ reason: 'A permission request expected' })
    expect(reason({ chainId: undefined })).toBe('The request names no chain')
    expect(reason({ chainId: 'ten' })).toBe('The request names no chain')
    expect(reason({ chainId: Number.NaN })).toBe('The request names no chain')
    expect(reason({ chainId: `0x${'f'.repeat(40)}` })).toBe('The request names no chain')
  })

  // BUG (reported): toNumber('0x') is Number('0x'), NaN, which passes as a chain id (the frame then answers 5710
  // instead of -32602, the summary shows nothing wrong). Flip to `test` once toNumber requires hex digits.
  test('a chainId of "0x" names no chain', () => {
    expect(reason({ chainId: '0x' })).toBe('The request names no chain')
  })

  test('an expiry missing, fractional, beyond uint48 or in the past is refused', () => {
    const needs = 'The request needs an expiry (seconds since 1970)'
    expect(reason({ expiry: undefined })).toBe(needs)
    expect(reason({ expiry: NOW + 0.5 })).toBe(needs)
    expect(reason({ expiry: 2 ** 48 })).toBe(needs)
    expect(reason({ expiry: Number.MAX_SAFE_INTEGER })).toBe(needs)
    expect(reason({ expiry: Number.POSITIVE_INFINITY })).toBe(needs)
    expect(reason({ expiry: '1e12' })).toBe(needs)
    expect(reason({ expiry: `0x${'f'.repeat(20)}` })).toBe(needs)
    expect(reason({ expiry: NOW })).toBe('The expiry has passed')
    expect(reason({ expiry: NOW - 1 })).toBe('The expiry has passed')
    expect(reason({ expiry: -1 })).toBe('The expiry has passed')
    expect(parse({ expiry: 2 ** 48 - 1 })).toMatchObject({ permission: { expiry: 2 ** 48 - 1 } })
  })

  test('the signer is a key or an account with an address', () => {
    expect(parse({ signer: { type: 'account', data: { id: KEY } } })).toMatchObject({
      permission: { key: KEY },
    })
    const refused = 'The signer must be a key or an account with an Ethereum address'
    for (const signer of [
      undefined,
      null,
      { type: 'keys', data: { id: KEY } },
      { type: 'wallet', data: {} },
      { type: 'key' },
      { type: 'key', data: { id: KEY.slice(0, -2) } },
      { type: 'key', data: { id: KEY.slice(2) } },
      { type: 'key', data: { id: `0x${'04'.repeat(65)}` } },
      { type: 'account', data: { id: 42 } },
    ])
      expect(reason({ signer }), JSON.stringify(signer)).toBe(refused)
  })

  test('one permission at a time', () => {
    const one = 'This wallet grants one permission at a time'
    expect(reason({ permissions: [permission(), permission()] })).toBe(one)
    expect(reason({ permissions: [] })).toBe(one)
    expect(reason({ permissions: permission() })).toBe(one)
    expect(reason({ permissions: undefined })).toBe(one)
  })

  test('other permission types are refused by name, never granted in part', () => {
    expect(
      reason({ permissions: [permission({ type: 'native-token-recurring-allowance' })] }),
    ).toBe(
      'This wallet can enforce only "erc20-token-transfer" permissions, not "native-token-recurring-allowance"',
    )
    expect(reason({ permissions: [permission({ type: 'contract-call' })] })).toContain(
      '"contract-call"',
    )
    expect(reason({ permissions: [null] })).toContain('not "undefined"')
  })

  test('the token must be an address', () => {
    const refused = 'The permission must name the token’s address'
    expect(reason({ permissions: [permission({ data: { allowance: '0x1' } })] })).toBe(refused)
    expect(
      reason({ permissions: [permission({ data: { address: 'USDT', allowance: '0x1' } })] }),
    ).toBe(refused)
  })

  test('the allowance through data or a token-allowance policy (the policy wins)', () => {
    const viaPolicy = permission({
      data: { address: TOKEN },
      policies: [{ type: 'token-allowance', data: { allowance: '0x64' } }],
    })
    expect(parse({ permissions: [viaPolicy] })).toMatchObject({ permission: { allowance: 100n } })
    const both = permission({
      data: { address: TOKEN, allowance: '0x1' },
      policies: [{ type: 'token-allowance', data: { allowance: '500' } }],
    })
    expect(parse({ permissions: [both] })).toMatchObject({ permission: { allowance: 500n } })
    const decimal = permission({ data: { address: TOKEN, allowance: '12345' } })
    expect(parse({ permissions: [decimal] })).toMatchObject({ permission: { allowance: 12345n } })
  })

  test('a policy the account cannot enforce refuses the permission', () => {
    const limited = permission({
      policies: [
        { type: 'token-allowance', data: { allowance: '0x64' } },
        { type: 'rate-limit', data: { count: 1, interval: 60 } },
      ],
    })
    expect(reason({ permissions: [limited] })).toBe(
      'This wallet enforces only the "token-allowance" policy',
    )
    expect(
      reason({ permissions: [permission({ policies: [{ type: 'gas-limit' }] })] }),
    ).toBeDefined()
  })

  // BUG (reported): `policies.find(...)` returns the first non-allowance entry, so a leading null (falsy) hides a
  // later policy the account cannot enforce, and the permission is granted without it. Flip to `test` once
  // allowanceOf uses `policies.some(...)`.
  test('a null policy does not hide a later unknown policy', () => {
    const hidden = permission({ policies: [null, { type: 'rate-limit', data: { count: 1 } }] })
    expect(parse({ permissions: [hidden] })).toHaveProperty('reason')
  })

  test('an allowance of zero, negative, above uint128 or unreadable is refused', () => {
    const refused = 'The permission needs an allowance above zero'
    for (const allowance of [
      undefined,
      '0x0',
      '0',
      0,
      -5,
      '-5',
      '0x',
      1.5,
      'lots',
      `0x${(UINT128_MAX + 1n).toString(16)}`,
      (UINT128_MAX + 1n).toString(),
      `0x1${'0'.repeat(64)}`,
      '9'.repeat(79),
    ])
      expect(
        reason({ permissions: [permission({ data: { address: TOKEN, allowance } })] }),
        String(allowance),
      ).toBe(refused)
    expect(
      parse({
        permissions: [permission({ data: { address: TOKEN, allowance: UINT128_MAX.toString() } })],
      }),
    ).toMatchObject({ permission: { allowance: UINT128_MAX } })
  })
})

describe('permissions context', () => {
  test('encode then decode gives the account and the key back', () => {
    const context = encodePermissionsContext(ACCOUNT, KEY)
    expect(context).toMatch(/^0x[0-9a-f]{128}$/)
    expect(decodePermissionsContext(context)).toEqual({ account: ACCOUNT, key: KEY })
    // Lower-case input comes back checksummed.
    expect(
      decodePermissionsContext(
        encodePermissionsContext(
          ACCOUNT.toLowerCase() as `0x${string}`,
          KEY.toLowerCase() as `0x${string}`,
        ),
      ),
    ).toEqual({ account: ACCOUNT, key: KEY })
  })

  test('garbage is not a context', () => {
    const context = encodePermissionsContext(ACCOUNT, KEY)
    for (const garbage of [
      undefined,
      null,
      42,
      '',
      '0x',
      context.slice(2),
      `${context}00`,
      context.slice(0, -2),
      `0x${'zz'.repeat(64)}`,
      encodeAbiParameters([{ type: 'address' }], [ACCOUNT]),
      { permissionsContext: context },
    ])
      expect(decodePermissionsContext(garbage), String(garbage)).toBeUndefined()
  })
})
