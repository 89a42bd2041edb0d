import { SPONSORSHIP_TOKEN_EXPIRED } from '@foyer/core/api'
import { expect, test } from 'vitest'
import {
  createSponsorshipTokens,
  dataServiceBundlerUrl,
  fetchWithSponsorship,
  type SponsorshipToken,
} from './sponsorship.js'

// Issue 37: the frame's paymaster is the data service's bundler endpoint, with the session's sponsorship token,
// asked of the auth service once and again before it expires.

test('the paymaster is the data service’s bundler endpoint for the project and the chain', () => {
  expect(dataServiceBundlerUrl({ apiUrl: 'https://api.example.org', projectId: 'p 1' }, 8453)).toBe(
    'https://api.example.org/v1/bundler?projectId=p+1&chainId=eip155%3A8453',
  )
  expect(dataServiceBundlerUrl({ apiUrl: 'https://example.org/api/', projectId: 'p' }, 1)).toBe(
    'https://example.org/api/v1/bundler?projectId=p&chainId=eip155%3A1',
  )
  expect(dataServiceBundlerUrl({ apiUrl: undefined, projectId: 'p' }, 1)).toBeUndefined()
})

/** An auth service that counts the tokens it issues, each valid `lifetime` seconds from `clock`. */
function issuer(clock: { now: number }, lifetime = 600) {
  const issued: SponsorshipToken[] = []
  let failNext = false
  return {
    issued,
    failNext: () => {
      failNext = true
    },
    issue: async () => {
      if (failNext) {
        failNext = false
        throw new Error('Session Expired')
      }
      const token = { token: `t${issued.length + 1}`, expiresAt: clock.now / 1000 + lifetime }
      issued.push(token)
      return token
    },
  }
}

test('one token while it is fresh, shared by concurrent calls; a new one in its last minute', async () => {
  const clock = { now: 1_000_000_000_000 }
  // A token of two minutes: replaced a minute before its expiry.
  const auth = issuer(clock, 120)
  const token = createSponsorshipTokens(auth.issue, () => clock.now)
  expect(await Promise.all([token(), token(), token()])).toEqual(['t1', 't1', 't1'])
  clock.now += 59_000
  expect(await token()).toBe('t1')
  clock.now += 2_000
  expect(await token()).toBe('t2')
  expect(auth.issued).toHaveLength(2)
})

test('a browser clock behind the service’s: the token is still replaced after four minutes of its own', async () => {
  const clock = { now: 1_000_000_000_000 }
  const auth = issuer(clock, 600)
  const token = createSponsorshipTokens(auth.issue, () => clock.now - 5 * 60_000)
  expect(await token()).toBe('t1')
  clock.now += 239_000
  expect(await token()).toBe('t1')
  clock.now += 2_000
  expect(await token()).toBe('t2')
})

test('a refused request is not kept: the next call asks again', async () => {
  const clock = { now: 1_000_000_000_000 }
  const auth = issuer(clock)
  const token = createSponsorshipTokens(auth.issue, () => clock.now)
  auth.failNext()
  await expect(token()).rejects.toThrow('Session Expired')
  expect(await token()).toBe('t1')
})

test('the paymaster’s requests carry the token as a bearer credential, and no cookies', async () => {
  const seen: { url: string; headers: Headers; credentials: string | undefined }[] = []
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    })
    return new Response('{}')
  }) as typeof fetch
  const tokens = Object.assign(async () => 'fst1.claims.signature', {
    renew: async () => 'unused',
  })
  const send = fetchWithSponsorship(tokens, fetchFn)
  await send('https://api.example.org/v1/bundler?projectId=p&chainId=eip155%3A1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(seen[0]?.headers.get('authorization')).toBe('Bearer fst1.claims.signature')
  expect(seen[0]?.headers.get('content-type')).toBe('application/json')
  expect(seen[0]?.credentials).toBe('omit')
})

/** A data service that refuses `expired` tokens as the real one does (JSON-RPC 4100, the reason in data). */
function dataService(expired: ReadonlySet<string>) {
  const sent: string[] = []
  const fetchFn = (async (_input: string | URL | Request, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? ''
    sent.push(token)
    const error = {
      code: 4100,
      message: 'The sponsorship token has expired: ask the auth service for a new one',
      data: { reason: SPONSORSHIP_TOKEN_EXPIRED },
    }
    const answer = expired.has(token)
      ? { jsonrpc: '2.0', id: 1, error }
      : { jsonrpc: '2.0', id: 1, result: { paymaster: '0x01' } }
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { sent, fetchFn }
}

const paymasterCall = {
  method: 'POST',
  body: '{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterData"}',
}

test('a token the data service refuses as expired is replaced, and the request sent once more', async () => {
  const clock = { now: 1_000_000_000_000 }
  const auth = issuer(clock)
  const tokens = createSponsorshipTokens(auth.issue, () => clock.now)
  // t1 expired on the service's clock (a browser clock behind it), though the frame thinks it fresh.
  const service = dataService(new Set(['t1']))
  const send = fetchWithSponsorship(tokens, service.fetchFn)
  const answer = await send('https://api.example.org/v1/bundler', paymasterCall)
  expect(await answer.json()).toMatchObject({ result: { paymaster: '0x01' } })
  expect(service.sent).toEqual(['t1', 't2'])
  // The new token is the one kept.
  expect(await tokens()).toBe('t2')
})

test('once only: a new token refused again is the answer; concurrent refusals share one new token', async () => {
  const clock = { now: 1_000_000_000_000 }
  const auth = issuer(clock)
  const tokens = createSponsorshipTokens(auth.issue, () => clock.now)
  const service = dataService(new Set(['t1', 't2']))
  const send = fetchWithSponsorship(tokens, service.fetchFn)
  const answer = await send('https://api.example.org/v1/bundler', paymasterCall)
  expect(await answer.json()).toMatchObject({
    error: { data: { reason: SPONSORSHIP_TOKEN_EXPIRED } },
  })
  expect(service.sent).toEqual(['t1', 't2'])

  const fresh = createSponsorshipTokens(issuer(clock).issue, () => clock.now)
  const once = dataService(new Set(['t1']))
  const concurrent = fetchWithSponsorship(fresh, once.fetchFn)
  await Promise.all(
    [1, 2, 3].map(() => concurrent('https://api.example.org/v1/bundler', paymasterCall)),
  )
  expect(once.sent.filter((token) => token === 't2')).toHaveLength(3)
  expect(once.sent).not.toContain('t3')
})

test('other refusals (no session, another account) are answered as they are, with no new token', async () => {
  const clock = { now: 1_000_000_000_000 }
  const auth = issuer(clock)
  const tokens = createSponsorshipTokens(auth.issue, () => clock.now)
  const sent: string[] = []
  const fetchFn = (async (_input: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('authorization') ?? '')
    return new Response(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: 4100,
          message: "Only the signed-in wallet's own smart account is sponsored",
        },
      }),
    )
  }) as typeof fetch
  const answer = await fetchWithSponsorship(tokens, fetchFn)(
    'https://api.example.org/v1/bundler',
    paymasterCall,
  )
  expect((await answer.json()).error.code).toBe(4100)
  expect(sent).toHaveLength(1)
  expect(auth.issued).toHaveLength(1)
})
