import { expect, test } from 'vitest'
import { appOriginsHint, readAppOrigins } from './appOrigins.js'
import { demoProject } from './demo.js'

/** The embedded wallet frame's handshake rule: the parent's origin written out among the allowed origins. */
const frameAdmits = (allowedOrigins: readonly string[], origin: string) =>
  allowedOrigins.includes(origin)

// Issue 40, newcomer path: an app on localhost:3024 reached the data service through npm start's loopback
// patterns, but its e-mail login was refused ('The embedded wallet refuses this page'): the frame admits only
// origins named exactly. FOYER_APP_ORIGINS names the app's page for the whole stack.
test('npm start: the loopback patterns alone do not admit an app to the wallet frame; FOYER_APP_ORIGINS does', () => {
  const app = 'http://localhost:3024'
  expect(frameAdmits(demoProject(5173, { anyLoopbackPort: true }).allowedOrigins, app)).toBe(false)
  const named = demoProject(5173, { anyLoopbackPort: true, appOrigins: readAppOrigins(app) })
  expect(frameAdmits(named.allowedOrigins, app)).toBe(true)
  expect(frameAdmits(named.allowedOrigins, 'http://localhost:3025')).toBe(false)
})

test('FOYER_APP_ORIGINS: commas or spaces between origins, unset is none, a repeat counted once', () => {
  expect(readAppOrigins(undefined)).toEqual([])
  expect(readAppOrigins('')).toEqual([])
  expect(
    readAppOrigins('http://localhost:3000, https://my-tunnel.example http://localhost:3000'),
  ).toEqual(['http://localhost:3000', 'https://my-tunnel.example'])
})

test('FOYER_APP_ORIGINS: what is not an origin is refused with the variable and the entry named', () => {
  for (const bad of [
    'http://localhost:3000/',
    'http://localhost:3000/app',
    'localhost:3000',
    'http://*.example.com',
    'ftp://example.com',
  ])
    expect(() => readAppOrigins(bad)).toThrow(`FOYER_APP_ORIGINS: '${bad}' is not an origin`)
})

test('a refused page is told the line that allows it, keeping the origins already named', () => {
  const hint = appOriginsHint(['http://localhost:3000'])
  // The auth service puts the refused origin where `{origin}` stands (frame/originCheck.ts).
  const line = hint.replaceAll('{origin}', 'http://localhost:3024')
  expect(line).toBe(
    'stop npm start and run it again as FOYER_APP_ORIGINS=http://localhost:3000,http://localhost:3024 npm start',
  )
  const value = line.match(/FOYER_APP_ORIGINS=(\S+) npm start$/)?.[1]
  expect(readAppOrigins(value)).toEqual(['http://localhost:3000', 'http://localhost:3024'])
  expect(appOriginsHint([])).toBe(
    'stop npm start and run it again as FOYER_APP_ORIGINS={origin} npm start',
  )
})
