import { expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { showAlert, showAlertOnce } from './alert.js'

inABrowserLikePage()

const BROKEN = { code: 'BROKEN', shortMessage: 'Broken', details: 'why', variant: 'error' } as const

test('an alert is shown at the top of the modal and said on the console', () => {
  const { foyer } = createTwoFamilyFoyer()
  showAlert(foyer, BROKEN)
  expect(foyer.getState().alert).toEqual(BROKEN)
  expect(console.warn).toHaveBeenLastCalledWith('[foyer] Broken: why')
})

test('SPEC §8: showAlertOnce shows a code the first time only, in each instance', () => {
  const { foyer } = createTwoFamilyFoyer()
  showAlertOnce(foyer, BROKEN)
  foyer.store.setState({ alert: undefined })
  showAlertOnce(foyer, { ...BROKEN, details: 'again' })
  expect(foyer.getState().alert).toBeUndefined()
  expect(vi.mocked(console.warn).mock.calls.flat()).not.toContain('[foyer] Broken: again')
  const other = createTwoFamilyFoyer().foyer
  showAlertOnce(other, BROKEN)
  expect(other.getState().alert).toEqual(BROKEN)
})
