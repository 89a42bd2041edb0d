import { expect, test } from 'vitest'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { getLocale } from './getLocale.js'
import { setLocale } from './setLocale.js'

test('the locale in the state: tag, direction and texts (none for English, which come with the modal)', async () => {
  const { foyer } = createTwoFamilyFoyer({ locale: 'en-GB' })
  expect(getLocale(foyer)).toBe(foyer.getState().locale)
  expect(getLocale(foyer)).toEqual({ tag: 'en-GB', dir: 'ltr', messages: undefined })
  await setLocale(foyer, 'ar')
  expect(getLocale(foyer)).toBe(foyer.getState().locale)
  expect(getLocale(foyer)).toMatchObject({ tag: 'ar', dir: 'rtl', messages: expect.any(Object) })
})
