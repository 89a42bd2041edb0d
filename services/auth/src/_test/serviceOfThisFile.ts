import { afterAll, beforeAll } from 'vitest'
import { openTestDatabase, type TestService, testService } from './harness.js'

/**
 * The auth service one test file's tests share, on the file's own fresh database: made in `beforeAll`, its
 * database closed in `afterAll`. The object returned is filled in when `beforeAll` runs — so that one
 * `const` serves the whole file — and is read inside tests and hooks, never at the file's top level.
 */
export function serviceOfThisFile(overrides?: Parameters<typeof testService>[1]): TestService {
  const service = {} as TestService
  beforeAll(async () => {
    Object.assign(service, testService(await openTestDatabase(), overrides))
  })
  afterAll(() => service.deps?.database.close())
  return service
}
