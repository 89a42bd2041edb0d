import { expect, test } from 'vitest'
import { describeError } from './describeError.js'
import { scrubText } from './scrub.js'

const ENV = {
  FOYER_AUTH_SHARE_KEY: 'c2hhcmUta2V5LXNlY3JldC12YWx1ZS0xMjM0NTY3OA==',
  DATABASE_URL: 'postgres://foyer:hunter2-database@db.internal:5432/foyer',
  FOYER_API_NAME: 'not-a-secret-value',
}

test('URLs lose their query strings, userinfo and key-like path segments; the rest stays readable', () => {
  expect(
    scrubText(
      'fetch https://eth-mainnet.example.org/v2/Ab3dEf6hIj9kLm2nOp5qRs8t?apikey=s3cret&x=1 failed.',
      {},
    ),
  ).toBe('fetch https://eth-mainnet.example.org/v2/[redacted]?[redacted] failed.')
  expect(scrubText('RPC http://user:pa55word@127.0.0.1:8545 refused', {})).toBe(
    'RPC http://[redacted]@127.0.0.1:8545 refused',
  )
  expect(scrubText('see https://rpc.example.org/v1/mainnet#token=abc', {})).toBe(
    'see https://rpc.example.org/v1/mainnet#[redacted]',
  )
  // Nothing to hide: unchanged.
  expect(scrubText('GET https://api.example.org/v1/chains/1 answered 502', {})).toBe(
    'GET https://api.example.org/v1/chains/1 answered 502',
  )
})

test('credentials after Bearer, Basic or Authorization, and the values of secret variables, are replaced', () => {
  expect(scrubText('headers {"Authorization":"Bearer eyJhbGciOi.J9.abc"}', {})).toBe(
    'headers {"Authorization":"[redacted]"}',
  )
  expect(scrubText('authorization: Basic dXNlcjpwYXNz', {})).toBe('authorization: [redacted]')
  expect(scrubText('token Bearer abc.def-ghi sent', {})).toBe('token Bearer [redacted] sent')
  expect(
    scrubText(
      `key ${ENV.FOYER_AUTH_SHARE_KEY} and ${ENV.DATABASE_URL} and ${ENV.FOYER_API_NAME}`,
      ENV,
    ),
  ).toBe('key [redacted] and [redacted] and not-a-secret-value')
})

test('an error is logged as scrubbed text with its causes: a viem RPC error names no provider key', () => {
  const rpcUrl = 'https://base.example-rpc.org/v3/9f8e7d6c5b4a39281706f5e4d3c2b1a0?key=provider-key'
  // The text viem's HttpRequestError carries (this package does not depend on viem).
  const cause = new Error(
    `HTTP request failed.\n\nStatus: 401\nURL: ${rpcUrl}\nRequest headers: {"authorization":"Bearer upstream-token-1234"}`,
  )
  cause.name = 'HttpRequestError'
  const error = new Error('balance read failed', { cause })
  const text = describeError(error, ENV)
  expect(text).toContain('balance read failed')
  expect(text).toContain('caused by HttpRequestError: HTTP request failed.')
  expect(text).toContain('https://base.example-rpc.org/v3/[redacted]?[redacted]')
  for (const leaked of ['9f8e7d6c5b4a39281706f5e4d3c2b1a0', 'provider-key', 'upstream-token'])
    expect(text).not.toContain(leaked)
  // A thrown object that is not an Error: its fields, scrubbed.
  expect(describeError({ url: 'https://x.example.org/?k=1' }, {})).toBe(
    '{"url":"https://x.example.org/?[redacted]"}',
  )
  // A cause that refers back to itself ends.
  const loop = new Error('loop')
  loop.cause = loop
  expect(describeError(loop, {}).match(/loop/g)?.length).toBeGreaterThan(1)
})
