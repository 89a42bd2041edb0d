import { describe, expect, test } from 'vitest'
import { formatBalance, truncateDecimals } from './format.js'
import { formatMoney, formatNumber, formatUsd } from './formatMoney.js'
import { truncateAddress } from './truncateAddress.js'
import { formatUnits, parseUnits } from './units.js'

describe('truncateAddress', () => {
  test('keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  test('leaves short strings whole', () => {
    expect(truncateAddress('0x1234abcd')).toBe('0x1234abcd')
  })
})

describe('balances', () => {
  test('truncate to 3 decimals without rounding', () => {
    expect(truncateDecimals('1.23999')).toBe('1.239')
    expect(formatBalance('9999.9999', 'ETH')).toBe('9,999.999 ETH')
    // Exact, in the locale's way: no float on the way (18 significant digits survive).
    expect(formatBalance('123456789012345.9999', 'ETH', 'de')).toBe('123.456.789.012.345,999 ETH')
    expect(formatBalance('1234.5', 'ETH', 'ar-EG')).toBe('١٬٢٣٤٫٥ ETH')
    expect(formatBalance('10000', 'ETH')).toBe('10,000 ETH')
    expect(formatBalance('0.0001', 'ETH')).toBe('0 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0 ETH')
  })
})

describe('formatNumber', () => {
  test('2 decimals, en-US by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('0.125')).toBe('0.13')
    expect(formatNumber(1234.5, { locale: 'de-DE' })).toBe('1.234,50')
  })
})

describe('units', () => {
  test('formatUnits is exact', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(10_000n * 10n ** 18n + 1n, 18)).toBe('10000.000000000000000001')
    expect(formatUnits(-5n, 2)).toBe('-0.05')
    expect(formatUnits(42n, 0)).toBe('42')
  })
  test('parseUnits round-trips and refuses extra decimals', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(() => parseUnits('1.1234567', 6)).toThrow('More than 6 decimals')
    expect(() => parseUnits('abc', 6)).toThrow('Not a decimal number')
  })
})

test('money carries the currency’s sign, not a code: no “US$” in Arabic nor “$US” in French (issue 40)', () => {
  expect(formatUsd(12.5, 'en')).toBe('$12.50')
  expect(formatUsd(12.5, 'fr')).toMatch(/^12,50\s\$$/)
  expect(formatUsd(12.5, 'ar')).not.toMatch(/US/)
  expect(formatUsd(12.5, 'ar')).toContain('$')
  expect(formatMoney('100', 'EUR', 'de')).toMatch(/^100,00\s€$/)
  expect(formatMoney('99.5', 'fUSD', 'ar')).toMatch(/fUSD$/)
})
