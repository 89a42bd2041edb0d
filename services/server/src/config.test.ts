import { expect, test } from 'vitest'
import { isDevelopment } from './config.js'

test('development is FOYER_ENV=development only: NODE_ENV (a staging box’s development, a runner’s test) is not', () => {
  expect(isDevelopment({ FOYER_ENV: 'development' })).toBe(true)
  expect(isDevelopment({ FOYER_ENV: 'development', NODE_ENV: 'production' })).toBe(true)
  // The attacker's way in before: a host whose tooling sets NODE_ENV got dev secrets and the sandbox treasury.
  expect(isDevelopment({ NODE_ENV: 'development' })).toBe(false)
  expect(isDevelopment({ NODE_ENV: 'test' })).toBe(false)
  expect(isDevelopment({ FOYER_ENV: 'Development' })).toBe(false)
  expect(isDevelopment({ FOYER_ENV: 'production', NODE_ENV: 'development' })).toBe(false)
  expect(isDevelopment({})).toBe(false)
})
