import { afterAll, expect, test, vi } from 'vitest'
import { call, DEVICE_A, openTestDatabase, TEST_PROJECT, testService } from '../_test/harness.js'

// The auth service answers every refusal in the services kit's one body, `{ error: { code, message } }`,
// with nothing else beside it (the wait of a 429 is its Retry-After header), and an unexpected failure
// tells a client nothing of what failed.

const database = await openTestDatabase()
const service = testService(database)
afterAll(() => database.close())

const login = (email: string) =>
  call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_A },
  })

test('a client mistake, an unknown path and an unknown project: the kit body, its code and text', async () => {
  expect(await call(service.app, 'POST', '/v1/login/email', { body: '{' })).toEqual({
    status: 400,
    body: { error: { code: 'INVALID_JSON', message: 'The body is not valid JSON' } },
    headers: expect.anything(),
  })
  expect((await call(service.app, 'GET', '/v1/nothing')).body).toEqual({
    error: { code: 'NOT_FOUND', message: 'No endpoint GET /v1/nothing' },
  })
  const unknown = await call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: 'nobody', email: 'a@example.com', deviceId: DEVICE_A },
  })
  expect(unknown.status).toBe(401)
  expect(Object.keys(unknown.body)).toEqual(['error'])
  expect(Object.keys(unknown.body.error as object).sort()).toEqual(['code', 'message'])
})

test('a refusal to retry later: the kit body, the wait in Retry-After only', async () => {
  const email = 'cooldown@example.com'
  expect((await login(email)).status).toBe(200)
  const refused = await login(email)
  expect(refused.status).toBe(429)
  expect(refused.body).toEqual({
    error: { code: 'RETRY_LATER', message: 'Please try again after 30 seconds' },
  })
  expect(refused.headers.get('retry-after')).toBe('30')
})

test('an unexpected failure: INTERNAL and a sentence, nothing of the failure in the answer', async () => {
  const secret = 'relation auth_users: value 0xdeadbeef violates'
  const failing = testService(database, {
    projects: async () => {
      throw new Error(secret)
    },
  })
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const answer = await call(failing.app, 'POST', '/v1/login/email', {
      body: { projectId: TEST_PROJECT.id, email: 'broken@example.com', deviceId: DEVICE_A },
    })
    expect(answer).toMatchObject({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
    })
    expect(JSON.stringify(answer.body)).not.toContain('deadbeef')
    // The log keeps the failure's first line, for the operator.
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('unexpected error Error'))
  } finally {
    quiet.mockRestore()
  }
})
