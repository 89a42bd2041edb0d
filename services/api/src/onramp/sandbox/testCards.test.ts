import { expect, test } from 'vitest'
import { checkCard, passesLuhn } from './testCards.js'

const NOW = new Date('2026-11-26T00:00:00Z')
const card = (number: string, expiry = '12/30', cvc = '123') =>
  checkCard({ number, expiry, cvc }, NOW)

test('the approved test card pays with any future expiry and any CVC; the declining one is declined', () => {
  expect(card('4242 4242 4242 4242')).toEqual({ result: 'approved' })
  expect(card('4242-4242-4242-4242', '11/26', '9999')).toEqual({ result: 'approved' })
  expect(card('4000000000000002')).toEqual({
    result: 'declined',
    reason: 'The card was declined (test card 4000 0000 0000 0002)',
  })
})

test('mistakes are named with their field, and real cards are refused', () => {
  expect(passesLuhn('4242424242424242')).toBe(true)
  expect(passesLuhn('4242424242424241')).toBe(false)
  expect(card('4242 4242 4242 4241')).toMatchObject({ result: 'invalid', field: 'number' })
  expect(card('')).toMatchObject({ result: 'invalid', field: 'number' })
  // A valid number that is not a test card (Visa's documented 4111… test number passes Luhn).
  expect(card('4111111111111111')).toMatchObject({
    result: 'invalid',
    field: 'number',
    message: expect.stringContaining('test cards only'),
  })
  expect(card('4242424242424242', '10/26')).toMatchObject({ result: 'invalid', field: 'expiry' })
  expect(card('4242424242424242', '13/30')).toMatchObject({ result: 'invalid', field: 'expiry' })
  expect(card('4242424242424242', 'soon')).toMatchObject({ result: 'invalid', field: 'expiry' })
  expect(card('4242424242424242', '12/2030', '12')).toMatchObject({
    result: 'invalid',
    field: 'cvc',
  })
})
