import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  CLOSED_PROJECT,
  openTestDatabase,
  TEST_CHAINS,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import { PUBLIC_SOLANA_CLUSTERS } from '../config/chains.js'
import type { OpenDatabase } from '../db/database.js'
import { frameCsp } from './csp.js'
import { jsonForHtml } from './page.js'

let database: OpenDatabase
let service: TestService
let outside: string
let frameDir: string

beforeAll(async () => {
  database = await openTestDatabase()
  const root = mkdtempSync(join(tmpdir(), 'foyer-frame-'))
  frameDir = join(root, 'frame')
  outside = join(root, 'outside.txt')
  mkdirSync(join(frameDir, 'chunks'), { recursive: true })
  writeFileSync(join(frameDir, 'frame.js'), 'console.log("frame")\n')
  writeFileSync(join(frameDir, 'chunks', 'wallet-3f9a1c2b.js'), 'export {}\n')
  writeFileSync(join(frameDir, '.env'), 'SECRET=1\n')
  writeFileSync(outside, 'outside\n')
  symlinkSync(outside, join(frameDir, 'escape.js'))
  service = testService(database, {
    config: {
      frameDir,
      chains: [
        ...TEST_CHAINS,
        {
          id: 10,
          name: '</script><script>alert(1)</script>',
          rpcUrl: 'https://optimism.example.org:8443/rpc?key=1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
  })
})
afterAll(async () => {
  await database.close()
  rmSync(join(frameDir, '..'), { recursive: true, force: true })
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await service.app.request(path, { headers })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** The config the page hands its script. */
function config(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/s.exec(
    html,
  )
  if (!match) throw new Error('no config')
  return JSON.parse(match[1] as string) as Record<string, unknown>
}

describe('GET /frame', () => {
  test('the page: its config, its script, nothing inline that runs', async () => {
    const page = await get(
      `/frame?projectId=${TEST_PROJECT.id}&chainId=31337&version=0.1.0&enableLogger=true`,
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text.startsWith('<!doctype html>')).toBe(true)
    expect(page.text).toContain('<script type="module" src="/frame/assets/frame.js"></script>')
    expect(page.text.match(/<script/g)).toHaveLength(2)
    expect(config(page.text)).toEqual({
      projectId: TEST_PROJECT.id,
      chainId: 31337,
      version: '0.1.0',
      enableLogger: true,
      allowedOrigins: TEST_PROJECT.allowedOrigins,
      chains: [
        ...TEST_CHAINS,
        {
          id: 10,
          name: '</script><script>alert(1)</script>',
          rpcUrl: 'https://optimism.example.org:8443/rpc?key=1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      defaultChainId: 1,
      // SPEC §9: the frame also serves the three Solana clusters.
      solanaClusters: PUBLIC_SOLANA_CLUSTERS,
    })
  })

  test('the config JSON cannot end its <script>: < > & are escaped', async () => {
    const page = await get(`/frame?projectId=${TEST_PROJECT.id}`)
    expect(page.text).not.toContain('</script><script>alert(1)')
    expect(page.text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)')
    expect(jsonForHtml({ a: '<!-- & \u2028' })).toBe('{"a":"\\u003c!-- \\u0026 \\u2028"}')
    expect(config(page.text)).toMatchObject({ chainId: 1, version: '', enableLogger: false })
  })

  test('its headers: the CSP, no referrer, no cache', async () => {
    const page = await get(`/frame?projectId=${TEST_PROJECT.id}`)
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self' https://rpc.example.org http://127.0.0.1:8545 https://optimism.example.org:8443 https://api.mainnet-beta.solana.com https://api.devnet.solana.com https://api.testnet.solana.com; style-src 'self'; frame-ancestors http://app.test http://127.0.0.1:* https://*.preview.test; base-uri 'none'; form-action 'none'",
    )
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  test('smart accounts and the data service: in the config, and their origins in connect-src', async () => {
    const smartAccount = {
      factory: '0xb793891825A02e5aeec504659db170b3f5810acc',
      bundlerUrl: 'http://127.0.0.1:4337/31337',
    } as const
    // Sponsored through the data service: no paymaster URL at all (issue 37).
    const sponsored = { factory: smartAccount.factory, sponsored: true }
    const [mainnet, devnet] = TEST_CHAINS as [
      (typeof TEST_CHAINS)[number],
      (typeof TEST_CHAINS)[number],
    ]
    const withSmartAccounts = testService(database, {
      config: {
        chains: [
          { ...devnet, smartAccount },
          { ...mainnet, smartAccount: sponsored },
        ],
        defaultChainId: 31337,
        apiUrl: 'https://api.example.org',
      },
    })
    const page = await withSmartAccounts.app.request(`/frame?projectId=${TEST_PROJECT.id}`)
    const html = await page.text()
    expect(config(html)).toMatchObject({
      chains: [
        { id: 31337, smartAccount },
        { id: 1, smartAccount: sponsored },
      ],
      apiUrl: 'https://api.example.org',
    })
    expect(page.headers.get('content-security-policy')).toContain(
      'https://api.testnet.solana.com http://127.0.0.1:4337 https://api.example.org;',
    )
  })

  test('a project without origins may be framed by no one; origins that are not CSP sources are left out', () => {
    expect(frameCsp([], TEST_CHAINS)).toContain("frame-ancestors 'none';")
    expect(
      frameCsp(
        [
          'https://ok.test',
          "https://evil.test; script-src 'unsafe-inline'",
          'javascript:x',
          'https://a b',
        ],
        [],
      ),
    ).toContain('frame-ancestors https://ok.test;')
  })

  test('a project without origins', async () => {
    const page = await get(`/frame?projectId=${CLOSED_PROJECT.id}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('missing or unknown project, bad parameters: a line of text, no script', async () => {
    for (const [path, status, text] of [
      ['/frame', 400, 'projectId is required'],
      ['/frame?projectId=nope', 404, 'Unknown projectId'],
      [`/frame?projectId=${TEST_PROJECT.id}&chainId=abc`, 400, 'chainId is not valid'],
      [`/frame?projectId=${TEST_PROJECT.id}&version=%3Cb%3E`, 400, 'version is not valid'],
      [`/frame?projectId=${TEST_PROJECT.id}&enableLogger=yes`, 400, 'enableLogger is not valid'],
    ] as const) {
      const page = await get(path)
      expect(page.status).toBe(status)
      expect(page.text).toBe(text)
      expect(page.text).not.toContain('<script')
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
    expect(
      config((await get(`/frame?projectId=${TEST_PROJECT.id}&chainId=eip155:10`)).text),
    ).toMatchObject({ chainId: 10 })
  })
})

describe('GET /frame/approve', () => {
  const approvalId = 'a'.repeat(32)
  test('the approval page: its request id and theme, the frame script, framed only by the project', async () => {
    const { status, text, headers } = await get(
      `/frame/approve?projectId=${TEST_PROJECT.id}&approvalId=${approvalId}&theme=dark`,
    )
    expect(status).toBe(200)
    const json = text.match(
      /<script type="application\/json" id="foyer-approval-config">(.*?)<\/script>/s,
    )?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual({
      projectId: TEST_PROJECT.id,
      approvalId,
      theme: 'dark',
      locale: 'en',
      window: false,
    })
    expect(text).toContain('<script type="module" src="/frame/assets/approve.js"></script>')
    const csp = headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      'frame-ancestors http://app.test http://127.0.0.1:* https://*.preview.test',
    )
    expect(csp).toContain("connect-src 'self';")
    expect(headers.get('cache-control')).toBe('no-store')
  })

  test('the modal’s locale when the page speaks its language, else English', async () => {
    const localeOf = async (locale: string) => {
      const { text } = await get(
        `/frame/approve?projectId=${TEST_PROJECT.id}&approvalId=${approvalId}&locale=${encodeURIComponent(locale)}`,
      )
      const json = text.match(/id="foyer-approval-config">(.*?)<\/script>/s)?.[1]
      return (JSON.parse(json ?? 'null') as { locale: string }).locale
    }
    expect(await localeOf('de-AT')).toBe('de-AT')
    expect(await localeOf('ar')).toBe('ar')
    expect(await localeOf('ja-JP')).toBe('ja-JP')
    for (const other of ['pt-BR', 'xx', '', 'de_DE', '"><script>', 'de-'.padEnd(70, 'a')])
      expect(await localeOf(other), other).toBe('en')
  })

  test('the popup (window=1) is framed by no one', async () => {
    const { status, text, headers } = await get(
      `/frame/approve?projectId=${TEST_PROJECT.id}&approvalId=${approvalId}&window=1`,
    )
    expect(status).toBe(200)
    expect(text).toContain('"window":true')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(
      (await get(`/frame/approve?projectId=${TEST_PROJECT.id}&approvalId=${approvalId}&window=yes`))
        .status,
    ).toBe(400)
  })

  test('a malformed id or theme, an unknown project: refused with a line of text', async () => {
    for (const [query, status] of [
      [`projectId=${TEST_PROJECT.id}&approvalId=xyz`, 400],
      [`projectId=${TEST_PROJECT.id}&approvalId=${approvalId}&theme=<b>`, 400],
      [`approvalId=${approvalId}`, 400],
      [`projectId=nope&approvalId=${approvalId}`, 404],
    ] as const) {
      const answer = await get(`/frame/approve?${query}`)
      expect(answer.status, query).toBe(status)
      expect(answer.text).not.toContain('<script')
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })
})

describe('GET /frame/assets/*', () => {
  test('serves the bundle: the entry revalidated, hashed files cached for good', async () => {
    const entry = await get('/frame/assets/frame.js')
    expect(entry.status).toBe(200)
    expect(entry.text).toBe('console.log("frame")\n')
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(entry.headers.get('cache-control')).toBe('no-cache')
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff')
    const again = await get('/frame/assets/frame.js', {
      'if-none-match': entry.headers.get('etag') as string,
    })
    expect(again.status).toBe(304)
    const chunk = await get('/frame/assets/chunks/wallet-3f9a1c2b.js')
    expect(chunk.status).toBe(200)
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('nothing outside the folder, no hidden files, no folders: 404', async () => {
    for (const path of [
      '/frame/assets/missing.js',
      '/frame/assets/chunks',
      '/frame/assets/.env',
      '/frame/assets/..%2foutside.txt',
      '/frame/assets/%2e%2e/outside.txt',
      '/frame/assets/chunks/..%2f..%2foutside.txt',
      '/frame/assets/escape.js',
      '/frame/assets/chunks%5c..%5c..%5coutside.txt',
      '/frame/assets/',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.text, path).not.toBe('outside\n')
    }
  })

  test('a missing folder: 404', async () => {
    const bare = testService(database)
    const response = await bare.app.request('/frame/assets/frame.js')
    expect(response.status).toBe(404)
  })
})

describe('GET /v1/origin-check', () => {
  async function check(projectId: string, origin?: string, on: TestService = service) {
    const response = await on.app.request(
      `/v1/origin-check?projectId=${projectId}`,
      origin ? { headers: { origin } } : {},
    )
    return { status: response.status, headers: response.headers, body: await response.json() }
  }

  test('an origin the project names in full: verified, readable by that origin', async () => {
    const answer = await check(TEST_PROJECT.id, 'http://app.test')
    expect(answer.body).toEqual({ verified: true })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(answer.headers.get('vary')).toBe('Origin')
  })

  test('a refused page hears which origin was refused and how to allow it (the frame’s rule: no pattern)', async () => {
    // A pattern's match is refused as the frame's handshake refuses it, and the answer says so.
    for (const origin of ['http://127.0.0.1:5173', 'https://pr-7.preview.test']) {
      const answer = await check(TEST_PROJECT.id, origin)
      expect(answer.body, origin).toEqual({
        verified: false,
        reason: `The embedded wallet refuses this page: ${origin} matches only a pattern of project 'test-project'’s allowed origins, and the embedded wallet serves only a page the project names in full. To allow it: add ${origin} to the project’s allowed origins, written out in full (foyer-api projects create --id test-project --origin ${origin}, with its other origins)`,
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    }
    const stranger = await check(TEST_PROJECT.id, 'https://evil.test')
    expect(stranger).toMatchObject({ status: 200, body: { verified: false } })
    expect(stranger.body.reason).toMatch(
      /^The embedded wallet refuses this page: https:\/\/evil\.test is not among project 'test-project'’s allowed origins\. To allow it: add https:\/\/evil\.test /,
    )
    expect((await check(CLOSED_PROJECT.id, 'http://app.test')).body.verified).toBe(false)
    expect((await check('nope', 'http://app.test')).body).toEqual({
      verified: false,
      reason: "The services know no project 'nope'.",
    })
    expect((await check(TEST_PROJECT.id)).body).toEqual({
      verified: false,
      reason: 'The request has no Origin header: only a page’s own request can be checked.',
    })
  })

  test('a deployment’s own way to allow a page (npm start: FOYER_APP_ORIGINS) names the refused origin', async () => {
    const devStack = testService(database, {
      config: { allowOriginHint: 'FOYER_APP_ORIGINS={origin} npm start' },
    })
    const answer = await check(TEST_PROJECT.id, 'http://localhost:3000', devStack)
    expect(answer.body.reason).toBe(
      "The embedded wallet refuses this page: http://localhost:3000 is not among project 'test-project'’s allowed origins. To allow it: FOYER_APP_ORIGINS=http://localhost:3000 npm start",
    )
  })

  test('without a projectId: 400', async () => {
    const answer = await check('', 'http://app.test')
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: 'projectId is required' } },
    })
  })
})

describe('GET /frame/passkey', () => {
  const ceremonyId = 'b'.repeat(32)
  test('the passkey page: its ceremony, theme and locale, its script, framed only by the project', async () => {
    const { status, text, headers } = await get(
      `/frame/passkey?projectId=${TEST_PROJECT.id}&ceremonyId=${ceremonyId}&theme=dark&locale=de-AT`,
    )
    expect(status).toBe(200)
    const json = text.match(/id="foyer-passkey-config">(.*?)<\/script>/s)?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual({
      projectId: TEST_PROJECT.id,
      ceremonyId,
      theme: 'dark',
      locale: 'de-AT',
    })
    expect(text).toContain('<script type="module" src="/frame/assets/passkey.js"></script>')
    expect(headers.get('content-security-policy')).toContain(
      'frame-ancestors http://app.test http://127.0.0.1:* https://*.preview.test',
    )
    expect(headers.get('cache-control')).toBe('no-store')
  })

  test('a malformed ceremony id, theme or locale, an unknown project: refused, or English', async () => {
    for (const [query, status] of [
      [`projectId=${TEST_PROJECT.id}&ceremonyId=xyz`, 400],
      [`projectId=${TEST_PROJECT.id}&ceremonyId=${ceremonyId}&theme=<b>`, 400],
      [`ceremonyId=${ceremonyId}`, 400],
      [`projectId=nope&ceremonyId=${ceremonyId}`, 404],
    ] as const)
      expect((await get(`/frame/passkey?${query}`)).status, query).toBe(status)
    const { text } = await get(
      `/frame/passkey?projectId=${TEST_PROJECT.id}&ceremonyId=${ceremonyId}&locale=%22%3E%3Cscript%3E`,
    )
    expect(text).toContain('"locale":"en"')
  })
})
