import { expect, test } from 'vitest'
import { base, baseMessage } from '../../_test/signInMessages.js'
import { formatSiweMessage, parseSiweMessage, type SiweMessageFields } from '../eip4361.js'

// The formatter: EIP-4361's lines in its order, optional ones only when given, and a text the parser reads
// back to the same fields.

test('writes every optional field in the EIP order', () => {
  const fields: SiweMessageFields = {
    ...base,
    scheme: 'https',
    statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
    expirationTime: '2021-10-01T16:25:24.123+02:00',
    notBefore: '2021-09-30T16:25:24Z',
    requestId: 'request-1',
    resources: ['ipfs://bafybei/', 'https://example.com/my-web2-claim.json'],
  }
  const message = [
    'https://example.com wants you to sign in with your Ethereum account:',
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    '',
    'I accept the ExampleOrg Terms of Service: https://example.com/tos',
    '',
    'URI: https://example.com/login',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 32891756',
    'Issued At: 2021-09-30T16:25:24Z',
    'Expiration Time: 2021-10-01T16:25:24.123+02:00',
    'Not Before: 2021-09-30T16:25:24Z',
    'Request ID: request-1',
    'Resources:',
    '- ipfs://bafybei/',
    '- https://example.com/my-web2-claim.json',
  ].join('\n')
  expect(formatSiweMessage(fields)).toBe(message)
  expect(parseSiweMessage(message)).toStrictEqual(fields)
})

test('an absent optional field stays absent; an empty statement is not an absent one', () => {
  expect(formatSiweMessage(base)).toBe(baseMessage)
  const parsed = parseSiweMessage(baseMessage)
  for (const field of [
    'scheme',
    'statement',
    'expirationTime',
    'notBefore',
    'requestId',
    'resources',
  ])
    expect(parsed).not.toHaveProperty(field)
  expect(baseMessage).not.toContain('Expiration Time')

  // EIP-4361's `statement = *( … )` allows an empty statement: its line is there, empty.
  const emptyStatement = formatSiweMessage({ ...base, statement: '' })
  expect(emptyStatement).toContain('Cc2\n\n\n\nURI: ')
  expect(parseSiweMessage(emptyStatement)).toStrictEqual({ ...base, statement: '' })
})

test('resources round-trip, including an empty list', () => {
  for (const resources of [
    [],
    ['https://example.com/a?b=c#d', 'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu'],
    ['urn:uuid:0f5c1b2a-0000-4000-8000-000000000000', 'https://[2001:db8::1]:8443/x'],
  ]) {
    const message = formatSiweMessage({ ...base, resources })
    expect(message.endsWith(['Resources:', ...resources.map((r) => `- ${r}`)].join('\n'))).toBe(
      true,
    )
    expect(parseSiweMessage(message).resources).toStrictEqual(resources)
  }
})
