import { SOLANA_DEVNET } from '@foyer/devnet'
import { describe, expect, test } from 'vitest'
import { CLIENT_QUERY, TEST_PROJECT } from './_test/app.js'
import { ENGINES } from './_test/databases.js'
import { testAppPerSuite } from './_test/testAppPerSuite.js'

describe.each(ENGINES)('service basics on %s', (engine) => {
  const suite = testAppPerSuite(engine)

  test('supported chains are the configured ones, as CAIP ids', async () => {
    const response = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { http: string[] }
    // The two EVM chains, then the Solana cluster.
    expect(body.http).toHaveLength(3)
    expect(body.http.slice(0, 2).every((id) => /^eip155:\d+$/.test(id))).toBe(true)
    expect(body.http[2]).toBe(`solana:${SOLANA_DEVNET.caipReference}`)
  })

  test('a missing client parameter is a 400 naming it', async () => {
    const response = await suite.app.request(
      `/v1/supported-chains?projectId=${TEST_PROJECT.id}&st=x`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'MISSING_PARAMETERS', message: 'Missing query parameter(s): sv, clientId' },
    })
  })

  test('an unknown project is a 401', async () => {
    const response = await suite.app.request(
      '/v1/supported-chains?projectId=nope&st=a&sv=b&clientId=c',
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'UNKNOWN_PROJECT', message: 'Unknown projectId' },
    })
  })

  test('a NUL byte or an oversized client parameter is a 400, never a 500 (issue 22)', async () => {
    for (const query of [
      'projectId=test%00project&st=a&sv=b&clientId=c',
      `projectId=${TEST_PROJECT.id}&st=a&sv=b&clientId=${'c'.repeat(257)}`,
      `projectId=${TEST_PROJECT.id}&st=%01&sv=b&clientId=c`,
    ]) {
      const response = await suite.app.request(`/v1/supported-chains?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_PARAMETERS' } })
    }
  })

  test('every guarded answer varies by Origin, for listed and other origins alike', async () => {
    for (const origin of ['http://app.test', 'http://evil.test']) {
      const response = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`, {
        headers: { origin },
      })
      expect(response.headers.get('vary')).toContain('Origin')
    }
  })

  test('CORS answers the project’s origins only, patterns included', async () => {
    const allowed = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`, {
      headers: { origin: 'http://app.test' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test')
    const pattern = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(pattern.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const other = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`, {
      headers: { origin: 'http://evil.test' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await suite.app.request(`/v1/supported-chains?${CLIENT_QUERY}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test')
  })

  test('unknown paths and oversized bodies get JSON 4xx, never a 500', async () => {
    const missing = await suite.app.request(`/v1/nothing-here?${CLIENT_QUERY}`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    const big = await suite.app.request(`/e?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(200_000) },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
  })
})
