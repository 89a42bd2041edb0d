import {
  analyticsAckSchema,
  analyticsConfigSchema,
  apiErrorSchema,
  originsSchema,
  walletsSchema,
} from '@foyer/core/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, TEST_PROJECT, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { seedImages } from '../images/builtin.js'
import { WALLET_TILE } from '../images/placeholder.js'
import { removeImage, setImage } from '../images/store.js'
import { upsertProject } from '../projects.js'
import { seedDirectory } from './import.js'
import { CURATED_WALLETS, DEV_WALLETS } from './seed.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const QUIET_PROJECT = { id: 'quiet', name: 'Quiet', allowedOrigins: ['http://quiet.test'] }
const QUIET_QUERY = `projectId=quiet&st=foyer-test&sv=0.1.0&clientId=client-1`

describe.each(ENGINES)('wallet service on %s', (engine) => {
  let database: OpenDatabase
  let app: App
  const allWallets = [...CURATED_WALLETS, ...DEV_WALLETS]

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await testApp(database)
    await upsertProject(database.db, { ...QUIET_PROJECT, analyticsEnabled: false })
    await seedDirectory(database)
  })
  afterAll(() => database.close())

  async function wallets(params: string) {
    const response = await app.request(`/getWallets?${CLIENT_QUERY}&${params}`)
    expect(response.status).toBe(200)
    return v.parse(walletsSchema, await response.json())
  }

  async function refused(path: string, init?: RequestInit) {
    const response = await app.request(path, init)
    return { status: response.status, body: v.parse(apiErrorSchema, await response.json()) }
  }

  describe('GET /getWallets', () => {
    test('pages of 40 by default, in rank order, every entry complete', async () => {
      const first = await wallets('')
      expect(first.count).toBe(allWallets.length)
      expect(first.data.map((wallet) => wallet.id)).toEqual(allWallets.map((wallet) => wallet.id))
      expect(first.data[0]).toEqual({
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'metamask',
        rdns: 'io.metamask',
        homepage: 'https://metamask.io',
        chains: expect.arrayContaining(['eip155:1']),
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        badge_type: 'certified',
      })
      const second = await wallets('page=2&entries=10')
      expect(second.count).toBe(allWallets.length)
      expect(second.data.map((wallet) => wallet.id)).toEqual(
        allWallets.slice(10, 20).map((wallet) => wallet.id),
      )
      expect(await wallets('page=99&entries=100')).toEqual({ count: allWallets.length, data: [] })
    })

    test('search is a case-insensitive substring of the name or the rdns', async () => {
      const byName = await wallets('search=WALLET')
      expect(byName.data.map((wallet) => wallet.name)).toEqual(
        allWallets.filter((w) => /wallet/i.test(`${w.name} ${w.rdns}`)).map((w) => w.name),
      )
      expect(byName.data.map((wallet) => wallet.name)).toEqual(
        expect.arrayContaining(['Coinbase Wallet', 'Zerion', 'OneKey']),
      )
      expect((await wallets('search=%20meta%20')).data.map((wallet) => wallet.id)).toEqual([
        'metamask',
      ])
      const byRdns = await wallets('search=dev.foyer')
      expect(byRdns.data.map((wallet) => wallet.rdns)).toEqual([
        'dev.foyer.wallet',
        'dev.foyer.testwallet',
      ])
      expect(await wallets('search=no-such-wallet-anywhere')).toEqual({ count: 0, data: [] })
    })

    test('include and exclude', async () => {
      const included = await wallets('include=phantom,metamask,unknown-id')
      expect(included.data.map((wallet) => wallet.id)).toEqual(['metamask', 'phantom'])
      expect(included.count).toBe(2)
      const excluded = await wallets('exclude=metamask,coinbase-wallet&entries=3')
      expect(excluded.count).toBe(allWallets.length - 2)
      expect(excluded.data.map((wallet) => wallet.id)).toEqual([
        'trust-wallet',
        'rainbow',
        'phantom',
      ])
      const both = await wallets('include=metamask,phantom&exclude=metamask')
      expect(both.data.map((wallet) => wallet.id)).toEqual(['phantom'])
    })

    test('chains keeps wallets supporting any of them', async () => {
      const devnet = await wallets('chains=eip155:31338')
      expect(devnet.data.map((wallet) => wallet.id)).toEqual([
        'foyer-dev-wallet',
        'foyer-test-wallet',
      ])
      const solanaOrDevnet = await wallets(`chains=${SOLANA},eip155:31337`)
      expect(solanaOrDevnet.count).toBe(
        allWallets.filter((w) => w.chains.includes(SOLANA) || w.chains.includes('eip155:31337'))
          .length,
      )
      expect(solanaOrDevnet.data.map((wallet) => wallet.id)).toContain('phantom')
      expect(solanaOrDevnet.data.map((wallet) => wallet.id)).not.toContain('metamask')
    })

    test('chains=namespace:* keeps every wallet of that chain family', async () => {
      const evm = await wallets('chains=eip155:*&entries=100')
      expect(evm.count).toBe(
        allWallets.filter((w) => w.chains.some((chain) => chain.startsWith('eip155:'))).length,
      )
      expect(evm.data.map((wallet) => wallet.id)).toEqual(
        expect.arrayContaining(['metamask', 'foyer-dev-wallet']),
      )
      const solana = await wallets('chains=solana:*&entries=100')
      expect(
        solana.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:'))),
      ).toBe(true)
      expect(solana.data.map((wallet) => wallet.id)).not.toContain('metamask')
    })

    test("badge_type 'certified' keeps certified wallets; 'none' does not filter", async () => {
      const certified = await wallets('badge_type=certified')
      expect(certified.count).toBe(allWallets.filter((w) => w.badgeType === 'certified').length)
      expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
      expect((await wallets('badge_type=none')).count).toBe(allWallets.length)
      const combined = await wallets(`badge_type=certified&chains=${SOLANA}&search=a`)
      expect(combined.data.map((wallet) => wallet.id)).toEqual([
        'coinbase-wallet',
        'trust-wallet',
        'phantom',
      ])
    })

    test.each([
      ['page=0', 'page must be at least 1'],
      ['page=-1', 'page must be a whole number'],
      ['entries=abc', 'entries must be a whole number'],
      ['entries=101', 'entries must be at most 100'],
      ['entries=0', 'entries must be at least 1'],
      ['badge_type=gold', "badge_type must be 'certified' or 'none'"],
      ['chains=eip155', "chains: 'eip155' is not a CAIP-2 chain id or namespace:*"],
      ['chains=eip155:1,EIP155:1', "chains: 'EIP155:1' is not a CAIP-2 chain id or namespace:*"],
      ['chains=*:*', "chains: '*:*' is not a CAIP-2 chain id or namespace:*"],
      ['include=a/b', "include: 'a/b' is not a wallet id"],
      [`search=${'x'.repeat(101)}`, 'search is limited to 100 characters'],
    ])('%s is a 400', async (params, message) => {
      const { status, body } = await refused(`/getWallets?${CLIENT_QUERY}&${params}`)
      expect(status).toBe(400)
      expect(body.error.code).toBe('INVALID_INPUT')
      expect(body.error.message).toContain(message)
    })

    test('the client parameters are required', async () => {
      const { status, body } = await refused('/getWallets?projectId=test-project')
      expect(status).toBe(400)
      expect(body.error.code).toBe('MISSING_PARAMETERS')
    })
  })

  describe('project settings', () => {
    test('GET /projects/v1/origins answers the project’s allowed origins', async () => {
      const response = await app.request(`/projects/v1/origins?${CLIENT_QUERY}`)
      expect(response.status).toBe(200)
      expect(v.parse(originsSchema, await response.json())).toEqual({
        allowedOrigins: TEST_PROJECT.allowedOrigins,
      })
    })

    test('GET /getAnalyticsConfig follows the project setting', async () => {
      const on = await app.request(`/getAnalyticsConfig?${CLIENT_QUERY}`)
      expect(v.parse(analyticsConfigSchema, await on.json())).toEqual({ isAnalyticsEnabled: true })
      const off = await app.request(`/getAnalyticsConfig?${QUIET_QUERY}`)
      expect(v.parse(analyticsConfigSchema, await off.json())).toEqual({
        isAnalyticsEnabled: false,
      })
    })
  })

  describe('POST /e', () => {
    const event = {
      eventId: 'evt-1',
      url: 'http://app.test/page',
      domain: 'app.test',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }
    const post = (body: string, origin?: string, query = CLIENT_QUERY) =>
      app.request(`/e?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body,
      })
    const stored = (projectId: string) =>
      database.query<{ event_id: string; props: unknown; timestamp: string | number }>(
        'SELECT event_id, props, timestamp FROM analytics_events WHERE project_id = $1 ORDER BY id',
        [projectId],
      )

    test('an event from an allowed origin is stored and acknowledged with 202', async () => {
      const response = await post(JSON.stringify(event), 'http://127.0.0.1:5173')
      expect(response.status).toBe(202)
      expect(v.parse(analyticsAckSchema, await response.json())).toEqual({ ok: true })
      const rows = await stored(TEST_PROJECT.id)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ event_id: 'evt-1', props: event.props })
      expect(Number(rows[0]?.timestamp)).toBe(event.timestamp)
    })

    test('a missing or foreign origin is a 403 and nothing is stored', async () => {
      for (const origin of [undefined, 'http://evil.test', 'http://quiet.test']) {
        const response = await post(JSON.stringify({ ...event, eventId: 'refused' }), origin)
        expect(response.status).toBe(403)
        expect(v.parse(apiErrorSchema, await response.json()).error.code).toBe('ORIGIN_NOT_ALLOWED')
      }
      expect((await stored(TEST_PROJECT.id)).map((row) => row.event_id)).not.toContain('refused')
    })

    test.each([
      ['not JSON', '{"eventId":', 'INVALID_JSON'],
      ['a missing field', JSON.stringify({ ...event, domain: undefined }), 'INVALID_INPUT'],
      ['an empty eventId', JSON.stringify({ ...event, eventId: '' }), 'INVALID_INPUT'],
      ['props not an object', JSON.stringify({ ...event, props: [1] }), 'INVALID_INPUT'],
      ['a fractional timestamp', JSON.stringify({ ...event, timestamp: 1.5 }), 'INVALID_INPUT'],
      ['a NUL in text', JSON.stringify({ ...event, url: 'a\u0000b' }), 'INVALID_INPUT'],
      ['a lone surrogate', JSON.stringify({ ...event, props: { x: '\ud800' } }), 'INVALID_INPUT'],
    ])('%s is a 400', async (_, body, code) => {
      const response = await post(body, 'http://app.test')
      expect(response.status).toBe(400)
      expect(v.parse(apiErrorSchema, await response.json()).error.code).toBe(code)
    })

    test('a project with analytics off is acknowledged but nothing is kept', async () => {
      const response = await post(JSON.stringify(event), 'http://quiet.test', QUIET_QUERY)
      expect(response.status).toBe(202)
      expect(await stored(QUIET_PROJECT.id)).toEqual([])
    })
  })

  describe('images', () => {
    async function svg(path: string) {
      const response = await app.request(`${path}?${CLIENT_QUERY}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      )
      const text = await response.text()
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      expect(text).not.toMatch(/<script|href=|url\(/i)
      return { text, etag: response.headers.get('etag') }
    }

    test('a wallet without a logo gets the neutral wallet tile, the same for every wallet, named for it', async () => {
      const { text, etag } = await svg('/getWalletImage/coinbase-wallet')
      expect(text).toContain('aria-label="Coinbase Wallet"')
      // No initials and no brand colour: the tile's own light fill and dark rim.
      expect(text).not.toContain('</text>')
      expect(text).toContain(`fill="${WALLET_TILE.fill}" stroke="${WALLET_TILE.rim}"`)
      const other = (await svg('/getWalletImage/safe')).text
      expect(other.replace('aria-label="Safe"', '')).toBe(
        text.replace('aria-label="Coinbase Wallet"', ''),
      )
      const again = await app.request(`/getWalletImage/coinbase-wallet?${CLIENT_QUERY}`, {
        headers: { 'if-none-match': etag as string },
      })
      expect(again.status).toBe(304)
    })

    test('a network without an image gets a globe in its own colour; currency and token images the initials of the id, escaped', async () => {
      const one = (await svg(`/public/getAssetImage/${encodeURIComponent('eip155:424242')}`)).text
      const two = (await svg(`/public/getAssetImage/${encodeURIComponent('eip155:424243')}`)).text
      expect(one).toContain('<ellipse')
      expect(one).toContain('aria-label="eip155:424242"')
      expect(one.match(/fill="(#[0-9a-f]{6})"/)?.[1]).not.toBe(
        two.match(/fill="(#[0-9a-f]{6})"/)?.[1],
      )
      expect((await svg('/public/getCurrencyImage/usd')).text).toContain('>US</text>')
      const token = await svg(`/public/getTokenImage/${encodeURIComponent('<b>"x"&y')}`)
      expect(token.text).toContain('aria-label="&#60;b&#62;&#34;x&#34;&#38;y"')
      expect(token.text).toContain('>BX</text>')
    })

    test('a stored image is served as it is, with its type, instead of the placeholder', async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
      await setImage(database.db, 'wallet', 'metamask', png)
      const response = await app.request(`/getWalletImage/metamask?${CLIENT_QUERY}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      )
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(png)
      const again = await app.request(`/getWalletImage/metamask?${CLIENT_QUERY}`, {
        headers: { 'if-none-match': response.headers.get('etag') as string },
      })
      expect(again.status).toBe(304)
      // Seeding never replaces what an operator stored; removing brings the placeholder back.
      await seedImages(database.db, [{ kind: 'wallet', id: 'metamask', svg: '<svg></svg>' }])
      const kept = await app.request(`/getWalletImage/metamask?${CLIENT_QUERY}`)
      expect(kept.headers.get('content-type')).toBe('image/png')
      expect(await removeImage(database.db, 'wallet', 'metamask')).toBe(true)
      expect((await svg('/getWalletImage/metamask')).text).toContain(`stroke="${WALLET_TILE.rim}"`)
    })

    test('the built-in images are seeded: Ether, Solana, the dollar and the euro', async () => {
      await seedImages(database.db)
      const ether = await app.request(`/public/getTokenImage/ETH?${CLIENT_QUERY}`)
      expect(ether.headers.get('content-type')).toBe('image/svg+xml')
      expect(await ether.text()).toContain('fill="#627eea"')
      const network = await app.request(
        `/public/getAssetImage/${encodeURIComponent(SOLANA)}?${CLIENT_QUERY}`,
      )
      expect(await network.text()).toContain('linearGradient')
      for (const currency of ['USD', 'EUR']) {
        const response = await app.request(`/public/getCurrencyImage/${currency}?${CLIENT_QUERY}`)
        expect(await response.text()).not.toContain('</text>')
      }
    })

    test('an unknown wallet is a JSON 404', async () => {
      const { status, body } = await refused(`/getWalletImage/no-such-wallet?${CLIENT_QUERY}`)
      expect(status).toBe(404)
      expect(body.error.code).toBe('WALLET_NOT_FOUND')
    })
  })
})
