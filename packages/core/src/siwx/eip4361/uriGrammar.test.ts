import { expect, test } from 'vitest'
import { base, expectRefusedField, withLine } from '../../_test/signInMessages.js'
import { formatSiweMessage, parseSiweMessage } from '../eip4361.js'

// The URI grammar (RFC 3986) of the domain, the scheme, the URI and the resources.

test.each<[string, Record<string, unknown>, string]>([
  ['a relative URI', { uri: '/login' }, 'uri'],
  ['a domain with a path', { domain: 'example.com/login' }, 'domain'],
  ['a domain without a host', { domain: ':8080' }, 'domain'],
  ['a bad scheme', { scheme: '1http' }, 'scheme'],
  [
    'a resource with a space',
    { resources: ['https://a.example', 'https://b.example c'] },
    'resources[1]',
  ],
])('refuses %s', (_, change, field) => {
  expectRefusedField(change, field)
})

test('accepts IPv6 domains with user info and port, and a scheme with a hyphen', () => {
  for (const change of [
    { domain: 'user:pass@[2001:db8::192.0.2.1]:8443' },
    { scheme: 'chrome-extension', domain: 'abcdefghijklmnop' },
  ]) {
    const fields = { ...base, ...change }
    expect(parseSiweMessage(formatSiweMessage(fields))).toStrictEqual(fields)
  }
})

test('a domain with a bad IPv6 literal is refused when read, naming the line', () => {
  expect(() =>
    parseSiweMessage(withLine(1, '[::cafe wants you to sign in with your Ethereum account:')),
  ).toThrow(/line 1: the domain/)
})
