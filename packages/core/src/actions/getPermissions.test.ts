import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { ACCOUNT, OTHER_ACCOUNT, request, setup, stored } from '../_test/grantingAdapter.js'
import { getPermissions } from './getPermissions.js'
import { grantPermissions } from './grantPermissions.js'

// features.smartSessions without the embedded wallet's frame: availability warns, which is not tested here.
inABrowserLikePage()

describe('getPermissions', () => {
  test('only the connected account’s, not expired, soonest to expire first', async () => {
    const now = 1_900_000_000_000
    const { foyer } = await setup({
      stored: [
        stored({ permissionsContext: '0xlate', expiry: 1_900_000_900 }),
        stored({ permissionsContext: '0xother', account: OTHER_ACCOUNT }),
        stored({ permissionsContext: '0xexpired', expiry: 1_900_000_000 }),
        stored({
          permissionsContext: '0xsoon',
          expiry: 1_900_000_001,
          account: ACCOUNT.toLowerCase(),
        }),
        stored({ permissionsContext: '0xbroken', allowance: 'lots' }),
      ],
    })
    expect(getPermissions(foyer, { now }).map((p) => p.permissionsContext)).toEqual([
      '0xsoon',
      '0xlate',
    ])
    expect(getPermissions(foyer, { now })[0]?.allowance).toBe(1n)
  })

  test('the same context granted again replaces the stored one', async () => {
    const { foyer, saved } = await setup({
      stored: [stored({ permissionsContext: '0xc1', allowance: '7' })],
    })
    await grantPermissions(foyer, request({ allowance: 9n }))
    expect(saved()).toEqual([
      expect.objectContaining({ permissionsContext: '0xc1', allowance: '9' }),
    ])
  })

  // BUG (reported): a stored entry whose account is not a string (storage another script wrote, an older format)
  // makes getPermissions throw a TypeError, and the Permissions view with it. Flip to `test` once read() drops
  // entries without a string account and a numeric expiry.
  test('a corrupt stored entry is skipped, not thrown on', async () => {
    const { foyer } = await setup({
      stored: [stored({ permissionsContext: '0xgood' }), { ...stored({}), account: 42 }],
    })
    expect(getPermissions(foyer, { now: 0 }).map((p) => p.permissionsContext)).toEqual(['0xgood'])
  })

  test('nothing stored, or not a list: none', async () => {
    expect(getPermissions((await setup()).foyer)).toEqual([])
    expect(getPermissions((await setup({ stored: { permissionsContext: '0xc0' } })).foyer)).toEqual(
      [],
    )
  })
})
