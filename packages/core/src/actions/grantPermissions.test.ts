import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { ACCOUNT, grantingAdapter, KEY, request, setup } from '../_test/grantingAdapter.js'
import { createMemoryAdapter, memoryStorage } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { getPermissions } from './getPermissions.js'
import { grantPermissions } from './grantPermissions.js'
import { revokePermissions } from './revokePermissions.js'

// features.smartSessions without the embedded wallet's frame: availability warns, which is not tested here.
inABrowserLikePage()

describe('the feature and the wallet', () => {
  test('features.smartSessions off: PermissionsNotSupportedError saying how to turn it on', async () => {
    const adapter = grantingAdapter()
    const { foyer } = await setup({ smartSessions: false, adapter })
    for (const attempt of [
      grantPermissions(foyer, request()),
      revokePermissions(foyer, { permissionsContext: '0xc1' }),
    ])
      await expect(attempt).rejects.toMatchObject({
        name: 'PermissionsNotSupportedError',
        code: 'PERMISSIONS_NOT_SUPPORTED',
        shortMessage: 'Smart sessions are off: set features.smartSessions to true',
      })
    expect(adapter.granted).toEqual([])
    expect(adapter.revoked).toEqual([])
  })

  test('a wallet that cannot grant: PermissionsNotSupportedError naming ERC-7715', async () => {
    const { foyer } = await setup({ adapter: createMemoryAdapter() })
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'PermissionsNotSupportedError',
      shortMessage: 'The connected wallet cannot grant permissions (ERC-7715)',
    })
  })

  test('not connected: NotConnectedError', async () => {
    const adapter = grantingAdapter()
    const foyer = createFoyer({
      adapters: [adapter],
      projectId: 'p',
      storage: memoryStorage(),
      features: { smartSessions: true },
    })
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    expect(getPermissions(foyer)).toEqual([])
    expect(adapter.granted).toEqual([])
  })
})

describe('grantPermissions', () => {
  test('asks the wallet on the connected network and keeps what it granted', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    const asked = request()
    const granted = await grantPermissions(foyer, asked)
    expect(adapter.granted).toEqual([
      { ...asked, network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) },
    ])
    expect(granted).toEqual({
      ...asked,
      account: ACCOUNT,
      chainId: 1,
      permissionsContext: '0xc1',
      factory: '0xfac',
    })
    // Stored with the allowance as a decimal string (JSON has no bigint), read back as a bigint.
    expect(saved()).toEqual([{ ...granted, allowance: '5000000' }])
    expect(getPermissions(foyer)).toEqual([granted])
  })

  test.each([
    [
      'a signer without 0x',
      { signer: KEY.slice(2) },
      'the permission\u2019s signer must be an address',
    ],
    ['a token without 0x', { token: 'USDT' }, 'the permission\u2019s token must be an address'],
    ['an allowance of 0', { allowance: 0n }, 'the allowance must be a bigint above 0'],
    ['a negative allowance', { allowance: -1n }, 'the allowance must be a bigint above 0'],
    [
      'an allowance as a number',
      { allowance: 5 as unknown as bigint },
      'the allowance must be a bigint above 0',
    ],
    ['an expiry passed', { expiry: 1_000 }, 'the expiry must be a time to come, in seconds'],
    [
      'a fractional expiry',
      { expiry: 2_000_000_000.5 },
      'the expiry must be a time to come, in seconds',
    ],
    [
      'an expiry as a string',
      { expiry: '2000000000' as unknown as number },
      'the expiry must be a time to come, in seconds',
    ],
  ])('%s is refused before the wallet is asked', async (_name, overrides, reason) => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    await expect(grantPermissions(foyer, request(overrides))).rejects.toMatchObject({
      name: 'InvalidCallsError',
      shortMessage: `Invalid calls: ${reason}`,
    })
    expect(adapter.granted).toEqual([])
    expect(saved()).toBeNull()
  })

  test('the wallet’s refusal stores nothing', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    adapter.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(saved()).toBeNull()
  })
})
