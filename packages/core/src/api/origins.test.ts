import { expect, test } from 'vitest'
import { isOriginAllowed } from './origins.js'

test('exact origins and * patterns for one label or a port', () => {
  const allowed = ['https://app.example.com', 'https://*.preview.example.com', 'http://127.0.0.1:*']
  expect(isOriginAllowed(allowed, 'https://app.example.com')).toBe(true)
  expect(isOriginAllowed(allowed, 'https://pr-12.preview.example.com')).toBe(true)
  expect(isOriginAllowed(allowed, 'http://127.0.0.1:5173')).toBe(true)
  expect(isOriginAllowed(allowed, 'https://a.b.preview.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'http://app.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'https://app.example.com.evil.test')).toBe(false)
  expect(isOriginAllowed(allowed, 'http://127.0.0.1.evil.test:80')).toBe(false)
  expect(isOriginAllowed([], 'https://app.example.com')).toBe(false)
})
