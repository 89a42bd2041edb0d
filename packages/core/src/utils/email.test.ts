import { expect, test } from 'vitest'
import { isEmail } from './email.js'

test('ordinary addresses are e-mail addresses', () => {
  for (const value of [
    'a@b.co',
    'visitor@example.com',
    'first.last+tag@mail.example.org',
    "o'neil@x.io",
  ])
    expect(isEmail(value), value).toBe(true)
})

test('what is not an address is refused', () => {
  const tooLong = `${'a'.repeat(60)}@${'b'.repeat(190)}.com`
  for (const value of [
    '',
    'visitor',
    'visitor@',
    '@example.com',
    'visitor@example',
    'visitor@@example.com',
    'visitor @example.com',
    'visitor@example.com\n',
    'visitor@exa mple.com',
    '.visitor@example.com',
    'visi..tor@example.com',
    'visitor@-example.com',
    'visitor@example.c',
    `${'a'.repeat(65)}@example.com`,
    tooLong,
    'visitor@example.com\u0000',
    'visitor@bücher.de',
  ])
    expect(isEmail(value), JSON.stringify(value)).toBe(false)
  expect(isEmail(42)).toBe(false)
  expect(isEmail(undefined)).toBe(false)
})
