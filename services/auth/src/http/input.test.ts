import { beforeAll, describe, expect, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import { call, DEVICE_A, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Everything bad from a client is a 4xx with a clear text, refused before the database: never a 5xx.

const service = serviceOfThisFile()
let token: string

beforeAll(async () => {
  token = (await signIn(service, 'input@example.com')).token
})

const good = { projectId: TEST_PROJECT.id, email: 'someone@example.com', deviceId: DEVICE_A }
const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(service.app, 'POST', '/v1/login/email', { body, headers })

describe('strict input', () => {
  test('an unknown field is named', async () => {
    expect(await login({ ...good, extra: 1 })).toMatchObject({
      status: 400,
      body: { error: { message: 'Unknown field: extra' } },
    })
    expect(await login({ ...good, a: 1, b: 2 })).toMatchObject({
      body: { error: { message: 'Unknown fields: a, b' } },
    })
  })

  test('a missing field or a wrong type is named', async () => {
    expect(await login({ projectId: TEST_PROJECT.id, deviceId: DEVICE_A })).toMatchObject({
      status: 400,
      body: { error: { message: 'email is required' } },
    })
    expect(await login({ ...good, email: 42 })).toMatchObject({
      status: 400,
      body: { error: { message: 'email must be a string' } },
    })
    expect(await login({ ...good, projectId: ['x'] })).toMatchObject({
      status: 400,
      body: { error: { message: 'projectId must be a string' } },
    })
    expect(await login({ ...good, projectId: 'p'.repeat(129) })).toMatchObject({
      status: 400,
      body: { error: { message: 'projectId is too long (at most 128 characters)' } },
    })
  })

  test('NUL characters and unpaired surrogates are refused before the database', async () => {
    expect(await login({ ...good, email: 'some\u0000one@example.com' })).toMatchObject({
      status: 400,
      body: { error: { message: 'Text must not contain NUL characters' } },
    })
    expect(await login({ ...good, projectId: 'test-\u0000' })).toMatchObject({ status: 400 })
    expect(
      await login(`{"projectId":"\\ud800","email":"a@b.co","deviceId":"${DEVICE_A}"}`),
    ).toMatchObject({ status: 400, body: { error: { message: 'Text must be valid Unicode' } } })
  })

  test('malformed JSON, a body that is not an object, the wrong content type', async () => {
    expect(await login('{"projectId":')).toMatchObject({
      status: 400,
      body: { error: { message: 'The body is not valid JSON' } },
    })
    expect(await login('[1,2]')).toMatchObject({
      status: 400,
      body: { error: { message: 'The body must be a JSON object' } },
    })
    expect(await login('null')).toMatchObject({ status: 400 })
    expect(await login('')).toMatchObject({ status: 400 })
    expect(await login(JSON.stringify(good), { 'content-type': 'text/plain' })).toMatchObject({
      status: 415,
      body: { error: { message: 'Send the body as JSON (Content-Type: application/json)' } },
    })
  })

  test('a huge body: 413', async () => {
    const answer = await login({ ...good, email: `${'a'.repeat(40_000)}@example.com` })
    expect(answer.status).toBe(413)
    expect(errorMessage(answer.body)).toContain('Request bodies are limited to 16384 bytes')
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`
    expect((await login(nested)).status).toBe(400)
  })

  test('deep nesting: 400', async () => {
    let value: unknown = 'x'
    for (let i = 0; i < 20; i++) value = { value }
    expect(await login({ ...good, deep: value })).toMatchObject({ status: 400 })
  })

  test('the same on authenticated routes, and unknown paths are JSON 404s', async () => {
    const answer = await call(service.app, 'POST', '/v1/wallet', {
      token,
      body: { projectId: TEST_PROJECT.id, address: 7 },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: 'address must be a string' } },
    })
    expect(await call(service.app, 'GET', '/v1/nothing')).toMatchObject({
      status: 404,
      body: { error: { message: 'No endpoint GET /v1/nothing' } },
    })
  })
})
