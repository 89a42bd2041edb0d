import { expect, test } from 'vitest'
import { base, expectRefusedField } from '../../_test/signInMessages.js'
import { formatSiweMessage, parseSiweMessage } from '../eip4361.js'

// The date check: RFC 3339 date-times that are real dates, with an offset, and no leap second (JavaScript's
// Date cannot read one, and an unreadable expiry must never compare as "not expired").

test.each<[string, Record<string, unknown>, string]>([
  ['a date with a space', { issuedAt: '2021-09-30 16:25:24Z' }, 'issuedAt'],
  ['a date without an offset', { issuedAt: '2021-09-30T16:25:24' }, 'issuedAt'],
  ['29 February 2021', { expirationTime: '2021-02-29T00:00:00Z' }, 'expirationTime'],
  ['hour 24', { notBefore: '2021-09-30T24:00:00Z' }, 'notBefore'],
  ['a leap second', { expirationTime: '2016-12-31T23:59:60Z' }, 'expirationTime'],
])('refuses %s', (_, change, field) => {
  expectRefusedField(change, field)
})

test('accepts 29 February of a leap year, fractions of a second and a negative offset', () => {
  const fields = { ...base, issuedAt: '2024-02-29T00:00:00.5-00:30' }
  expect(parseSiweMessage(formatSiweMessage(fields))).toStrictEqual(fields)
})
