import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { grantingAdapter, OTHER_ACCOUNT, request, setup } from '../_test/grantingAdapter.js'
import { getPermissions } from './getPermissions.js'
import { grantPermissions } from './grantPermissions.js'
import { revokePermissions } from './revokePermissions.js'

// features.smartSessions without the embedded wallet's frame: availability warns, which is not tested here.
inABrowserLikePage()

describe('revokePermissions', () => {
  test('asks the wallet, then removes that permission only', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    await grantPermissions(foyer, request())
    await grantPermissions(foyer, request({ signer: OTHER_ACCOUNT }))
    await revokePermissions(foyer, { permissionsContext: '0xc1' })
    expect(adapter.revoked).toEqual(['0xc1'])
    expect(getPermissions(foyer).map((p) => p.permissionsContext)).toEqual(['0xc2'])
    expect(saved().map((p: { permissionsContext: string }) => p.permissionsContext)).toEqual([
      '0xc2',
    ])
  })

  test('a refused revocation keeps the permission listed', async () => {
    const adapter = grantingAdapter()
    const { foyer } = await setup({ adapter })
    await grantPermissions(foyer, request())
    adapter.failNext(new Error('bundler down'))
    await expect(revokePermissions(foyer, { permissionsContext: '0xc1' })).rejects.toMatchObject({
      name: 'WalletRequestError',
    })
    expect(getPermissions(foyer).map((p) => p.permissionsContext)).toEqual(['0xc1'])
  })
})
