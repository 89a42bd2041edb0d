import { expect, test } from 'vitest'
import { joinPlaceholders } from './Ltr.js'

test('an amount and its symbol side by side become one placeholder, filled as one isolate', () => {
  expect(joinPlaceholders('Use {amount} {symbol}.', 'amount', 'symbol')).toBe('Use {amount}.')
  expect(joinPlaceholders('من {min} إلى {max} {currency}', 'max', 'currency')).toBe(
    'من {min} إلى {max}',
  )
})

test('a language that writes the two apart keeps both placeholders', () => {
  const text = '{symbol} : {amount}'
  expect(joinPlaceholders(text, 'amount', 'symbol')).toBe(text)
})
