import { expect, test } from 'vitest'
import { createFormat, fill, fillText } from './format.js'

// The approval page writes amounts from exact decimal strings in the visitor's locale: never rounded.

test('exact decimals, grouped and written as the locale writes numbers', () => {
  expect(createFormat('en').decimal('1234.000000000000000001')).toBe('1,234.000000000000000001')
  expect(createFormat('de-DE').decimal('1234.5')).toBe('1.234,5')
  expect(createFormat('fr').decimal('0.0008125')).toBe('0,0008125')
  expect(createFormat('ar-EG').decimal('2.5')).toBe('٢٫٥')
  // Larger than a float holds exactly.
  expect(createFormat('en').decimal('123456789012345678901234567890')).toBe(
    '123,456,789,012,345,678,901,234,567,890',
  )
  // Not a decimal: shown as it came.
  expect(createFormat('de').decimal('0x10')).toBe('0x10')
})

test('a nonce is not grouped; a date is the locale’s', () => {
  expect(createFormat('en').plainInteger('12345')).toBe('12345')
  expect(createFormat('de').date('0')).toMatch(/1970/)
  expect(createFormat('en').date('soon')).toBe('soon')
})

test('placeholders are filled in the text’s own order', () => {
  expect(fill('{origin} からのリクエスト（{network}）', { origin: 1, network: 2 })).toEqual([
    1,
    ' からのリクエスト（',
    2,
    '）',
  ])
  expect(fillText('Call {index} of {count}', { index: '1', count: '2' })).toBe('Call 1 of 2')
  expect(fillText('{unknown} stays', {})).toBe('{unknown} stays')
})
