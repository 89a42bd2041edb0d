import { expect, test } from 'vitest'
import { onrampQuote } from '../_test/onrampService.js'
import { FALLBACK_ONRAMP_LIMITS, onrampAmountProblem, onrampLimits, providerFee } from './limits.js'

test('SPEC §9: card 10.00–7,500.00 and bank 10.00–25,000.00 unless the provider gives its own', () => {
  expect(onrampLimits(undefined, 'EUR', 'CARD')).toEqual(FALLBACK_ONRAMP_LIMITS.CARD)
  expect(onrampLimits(undefined, 'USD', 'BANK_ACCOUNT')).toEqual({ min: '10.00', max: '25000.00' })
  const options = {
    providers: [],
    purchaseCurrencies: [],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '20.00', max: '500.00' }] },
    ],
  }
  expect(onrampLimits(options, 'USD', 'CARD')).toEqual({ min: '20.00', max: '500.00' })
  const card = FALLBACK_ONRAMP_LIMITS.CARD
  expect(onrampAmountProblem('9.99', card)).toBe('below')
  expect(onrampAmountProblem('7500.01', card)).toBe('above')
  expect(onrampAmountProblem('7500', card)).toBeUndefined()
  expect(onrampAmountProblem('10.001', card)).toBe('invalid')
  expect(onrampAmountProblem('', card)).toBe('empty')
})

test("a quote's provider fee is the field named after the provider (SPEC §3)", () => {
  expect(providerFee(onrampQuote('sandbox', '98'))).toEqual({ value: '1.50', currency: 'USD' })
  expect(providerFee({ provider: 'other', sandboxFee: { value: '1', currency: 'USD' } })).toBe(
    undefined,
  )
})
