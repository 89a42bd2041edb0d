import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { openModal } from './openModal.js'
import { goBack, pushView, resetView } from './viewStack.js'

// The modal's view stack, as its views move through it (the router's own rules: router.test.ts).

inABrowserLikePage()

const views = (foyer: ReturnType<typeof createTwoFamilyFoyer>['foyer']) =>
  foyer.getState().router.history.map((route) => route.view)

test('push goes on top, back pops it, reset leaves one view', () => {
  const { foyer } = createTwoFamilyFoyer()
  openModal(foyer, { view: 'Connect' })
  pushView(foyer, 'AllWallets')
  pushView(foyer, 'WhatIsAWallet')
  expect(views(foyer)).toEqual(['Connect', 'AllWallets', 'WhatIsAWallet'])
  goBack(foyer)
  expect(foyer.getState().router.view).toBe('AllWallets')
  resetView(foyer, 'Networks')
  expect(views(foyer)).toEqual(['Networks'])
})

test('a view that cannot work here is not shown, and the developer is told why', () => {
  const { foyer } = createTwoFamilyFoyer({ enableNetworkSwitch: false })
  openModal(foyer, { view: 'Connect' })
  pushView(foyer, 'Networks')
  resetView(foyer, 'ApproveTransaction')
  expect(views(foyer)).toEqual(['Connect'])
  expect(console.warn).toHaveBeenCalledWith(
    '[foyer] The Networks view was not opened (push): enableNetworkSwitch is false: the visitor does not switch networks.',
  )
  expect(console.warn).toHaveBeenCalledWith(
    '[foyer] The ApproveTransaction view was not opened (reset): there is no request to approve.',
  )
})
