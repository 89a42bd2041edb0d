import { expect, test } from 'vitest'
import { isOriginAllowed, originEntryError } from './origins.js'

test('exact origins and * patterns for one label or a port', () => {
  const allowed = ['https://app.example.com', 'https://*.preview.example.com', 'http://127.0.0.1:*']
  expect(isOriginAllowed(allowed, 'https://app.example.com')).toBe(true)
  expect(isOriginAllowed(allowed, 'https://pr-12.preview.example.com')).toBe(true)
  expect(isOriginAllowed(allowed, 'http://127.0.0.1:5173')).toBe(true)
  expect(isOriginAllowed(allowed, 'http://127.0.0.1')).toBe(true)
  expect(isOriginAllowed(allowed, 'https://a.b.preview.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'https://preview.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'http://pr-12.preview.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'http://app.example.com')).toBe(false)
  expect(isOriginAllowed(allowed, 'https://app.example.com.evil.test')).toBe(false)
  expect(isOriginAllowed(allowed, 'http://127.0.0.1.evil.test:80')).toBe(false)
  expect(isOriginAllowed(allowed, 'https://pr-12.preview.example.com/path')).toBe(false)
  expect(isOriginAllowed([], 'https://app.example.com')).toBe(false)
})

test('a * that is not a whole label or the port matches nothing, even when stored before entries were checked', () => {
  // The attacker registers evilexample.com, or a host ending in a pattern's tail.
  expect(isOriginAllowed(['https://*example.com'], 'https://evilexample.com')).toBe(false)
  expect(isOriginAllowed(['https://*example.com'], 'https://a.example.com')).toBe(false)
  expect(isOriginAllowed(['https://*example.com'], 'https://*example.com')).toBe(false)
  expect(isOriginAllowed(['https://app*.example.com'], 'https://app-evil.example.com')).toBe(false)
  expect(isOriginAllowed(['https://*.example.*'], 'https://a.example.evil')).toBe(false)
  expect(isOriginAllowed(['http://localhost:5*'], 'http://localhost:5173')).toBe(false)
  expect(isOriginAllowed(['*'], 'https://anything.test')).toBe(false)
  expect(isOriginAllowed(['https://*.com'], 'https://evil.com')).toBe(false)
})

test('entries are checked when saved: exact scheme://host[:port], or * as a whole leftmost label or port', () => {
  for (const good of [
    'https://app.example.com',
    'http://localhost:5173',
    'http://127.0.0.1:*',
    'https://*.example.com',
    'https://*.preview.example.com:*',
    'http://[::1]:8080',
  ])
    expect(originEntryError(good)).toBeUndefined()
  expect(
    Object.fromEntries(
      [
        'https://*example.com',
        'https://app*.example.com',
        '*',
        'https://*.com',
        'http://*.127.0.0.1',
        'https://app.example.com/',
        'https://App.Example.com',
        'https://app.example.com:443',
        'https://*.Example.com',
        'https://app.example.com/path',
        'https://user@app.example.com',
        'ftp://app.example.com',
        'app.example.com',
        'https://app.example.com:80:*',
      ].map((entry) => [entry, originEntryError(entry)]),
    ),
  ).toMatchInlineSnapshot(`
    {
      "*": "expected http:// or https:// followed by a host",
      "app.example.com": "expected http:// or https:// followed by a host",
      "ftp://app.example.com": "expected http:// or https:// followed by a host",
      "http://*.127.0.0.1": "a *. label pattern needs a domain name, not an IP address",
      "https://*.Example.com": "write it as https://*.example.com",
      "https://*.com": "a *. label pattern needs a domain of two labels or more (*.example.com)",
      "https://*example.com": "a * stands only for a whole leftmost label (https://*.example.com) or for the port (http://localhost:*)",
      "https://App.Example.com": "write it as https://app.example.com",
      "https://app*.example.com": "a * stands only for a whole leftmost label (https://*.example.com) or for the port (http://localhost:*)",
      "https://app.example.com/": "write it as https://app.example.com",
      "https://app.example.com/path": "expected scheme://host[:port] with no path, query, fragment or user",
      "https://app.example.com:443": "write it as https://app.example.com",
      "https://app.example.com:80:*": "a port and :* together",
      "https://user@app.example.com": "expected scheme://host[:port] with no path, query, fragment or user",
    }
  `)
})
