import { isOriginAllowed } from '@foyer/core/api'
import { expect, test } from 'vitest'
import { demoProject } from './demo.js'

// `npm start` opens the demo's project to a developer's own app on any loopback port; the browser tests
// keep the exact origins (their hostile pages live on other loopback ports).
test('npm start: any localhost or 127.0.0.1 port; the tests: the demo’s port only; never another host', () => {
  const open = demoProject(5173, { anyLoopbackPort: true }).allowedOrigins
  const exact = demoProject(5173).allowedOrigins
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://localhost:5173'])
    expect(isOriginAllowed(open, origin)).toBe(true)
  expect(isOriginAllowed(exact, 'http://localhost:5173')).toBe(true)
  expect(isOriginAllowed(exact, 'http://localhost:3000')).toBe(false)
  for (const origin of [
    'http://localhost.evil.example:3000',
    'https://evil.example',
    'http://192.168.1.2:3000',
  ])
    expect(isOriginAllowed(open, origin)).toBe(false)
})
