import { expect, test } from 'vitest'
import { englishOf } from '../messages/englishText.js'
import { limitsWords, onrampAmountText } from './amountText.js'

// SPEC §9's card limits.
const card = { min: '10.00', max: '7500.00' }

test('an amount outside the limits reads with them, in the locale’s way', () => {
  expect(englishOf(onrampAmountText('above', card, 'USD'))).toBe(
    'The amount must be between 10.00 and 7,500.00 USD',
  )
  expect(limitsWords(card, 'EUR', 'de-DE')).toEqual({
    min: '10,00',
    max: '7.500,00',
    currency: 'EUR',
  })
})

test('an empty or malformed amount, or no limits, reads as invalid', () => {
  expect(onrampAmountText('empty', card, 'USD')).toEqual({ key: 'onrampAmountInvalid' })
  expect(onrampAmountText('invalid', card, 'USD')).toEqual({ key: 'onrampAmountInvalid' })
  expect(onrampAmountText('below', undefined, 'USD')).toEqual({ key: 'onrampAmountInvalid' })
})
