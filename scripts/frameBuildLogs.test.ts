import { expect, test } from 'vitest'
import { isExpectedFrameBuildLog } from './frameBuildLogs.js'

// The message as `npm start` printed it on a fresh clone (issue 40's newcomer path).
const SCHEMAS =
  'packages/core/src/api/schemas.ts is dynamically imported by packages/core/src/api/client.ts but also statically imported by packages/core/src/exports/api.ts, dynamic import will not move module into another chunk.\n'

test('the API schemas’ ineffective dynamic import is the frame build’s one expected warning', () => {
  expect(isExpectedFrameBuildLog({ code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: SCHEMAS })).toBe(
    true,
  )
})

test('every other warning is still printed: another module, another code, no code', () => {
  const other = SCHEMAS.replace('api/schemas.ts', 'api/other.ts')
  expect(isExpectedFrameBuildLog({ code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: other })).toBe(
    false,
  )
  expect(isExpectedFrameBuildLog({ code: 'CIRCULAR_DEPENDENCY', message: SCHEMAS })).toBe(false)
  expect(isExpectedFrameBuildLog({ message: SCHEMAS })).toBe(false)
})
