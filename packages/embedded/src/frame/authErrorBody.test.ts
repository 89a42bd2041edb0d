import { expect, test } from 'vitest'
import { readAuthError } from './authErrorBody.js'

test("the auth service's own body: its text, code and retryAfter", () => {
  expect(
    readAuthError(429, { error: 'Please try again after 25 seconds', retryAfter: 25 }, '25'),
  ).toEqual({ message: 'Please try again after 25 seconds', retryAfter: 25 })
  expect(
    readAuthError(403, { error: 'A passkey is needed', code: 'PASSKEY_REQUIRED' }, null),
  ).toEqual({ message: 'A passkey is needed', code: 'PASSKEY_REQUIRED' })
})

test("the services kit's body: the message and code inside `error`, the wait from Retry-After", () => {
  expect(
    readAuthError(
      429,
      { error: { code: 'RATE_LIMITED', message: 'Too many e-mails were sent to this address.' } },
      '3290',
    ),
  ).toEqual({
    message: 'Too many e-mails were sent to this address.',
    code: 'RATE_LIMITED',
    retryAfter: 3290,
  })
})

test('an answer without a readable error says the status, and a bad Retry-After is no wait', () => {
  expect(readAuthError(502, {}, 'soon')).toEqual({
    message: 'The embedded wallet service answered 502',
  })
  expect(readAuthError(500, { error: { code: 7 } }, null)).toEqual({
    message: 'The embedded wallet service answered 500',
  })
})
