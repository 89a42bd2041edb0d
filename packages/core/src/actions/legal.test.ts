import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { memoryStorage } from '../_test/memoryAdapter.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { legalCheckboxShown, setLegalAccepted } from './legal.js'

inABrowserLikePage()

test('the checkbox shows with features.legalCheckbox and at least one document', () => {
  const options = (legalCheckbox: boolean, urls: object) =>
    createTwoFamilyFoyer({ features: { legalCheckbox }, ...urls }).foyer.options
  expect(legalCheckboxShown(options(true, { termsConditionsUrl: 'https://a.example/t' }))).toBe(
    true,
  )
  expect(legalCheckboxShown(options(true, { privacyPolicyUrl: 'https://a.example/p' }))).toBe(true)
  expect(legalCheckboxShown(options(true, {}))).toBe(false)
  expect(legalCheckboxShown(options(false, { termsConditionsUrl: 'https://a.example/t' }))).toBe(
    false,
  )
})

test('the visitor’s agreement is kept across visits, and forgotten when withdrawn', () => {
  const storage = memoryStorage()
  const { foyer } = createTwoFamilyFoyer({ storage })
  setLegalAccepted(foyer, true)
  expect(foyer.getState().legalAccepted).toBe(true)
  expect(storage.map.get('foyer.legalAccepted')).toBe('true')
  expect(createTwoFamilyFoyer({ storage }).foyer.getState().legalAccepted).toBe(true)
  setLegalAccepted(foyer, false)
  expect(foyer.getState().legalAccepted).toBe(false)
  expect(storage.map.has('foyer.legalAccepted')).toBe(false)
})
