import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type WalletsResponse, walletsSchema } from '@foyer/core/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { walletDirectory } from './cache.js'
import { readDirectoryVersion } from './directory.js'
import { type ImportSummary, importListings, importWalletFile, seedDirectory } from './import.js'
import { seedWallets } from './seed.js'
import { DEFAULT_RANK } from './types.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const CHAINS = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', SOLANA, 'cosmos:cosmoshub-4']
const ADJECTIVES = ['Amber', 'bright', 'Cobalt', 'Dune', 'ember', 'Frost', 'Gilded', 'Harbor']
const NOUNS = ['Vault', 'Wallet', 'Keep', 'pouch', 'Safe', 'Ledger', 'Purse']
const COUNT = 10_000

/** A small deterministic PRNG (mulberry32), so the generated directory is the same every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Model = {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  badge: string | null
  rank: number
}

/** 10 000 valid explorer listings, one curated id re-listed without a rank, and 60 invalid ones. */
function generateListings() {
  const next = random(42)
  const listings: Record<string, unknown> = {}
  for (let i = 0; i < COUNT; i++) {
    const id = `gen${i.toString(16).padStart(6, '0')}`
    const chains = CHAINS.filter(() => next() < 0.35)
    listings[id] = {
      id,
      name: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(next() * NOUNS.length)]} ${i}`,
      homepage: `https://${id}.example`,
      image_id: `img-${id}`,
      rdns: i % 2 ? `io.gen${i}.app` : null,
      chains,
      mobile: { native: i % 3 ? `gen${i}://` : null, universal: `https://${id}.example/wc` },
      desktop: { native: null, universal: null },
      app: { browser: i % 5 ? null : `https://app.${id}.example` },
      badge_type: i % 17 === 0 ? 'certified' : i % 2 ? 'none' : undefined,
      ...(i % 50 === 0 ? { rank: 30 + (i % 300) } : {}),
    }
  }
  listings.metamask = {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: ['eip155:1'],
  }
  for (let i = 0; i < 30; i++)
    listings[`bad-link-${i}`] = {
      id: `bad-link-${i}`,
      name: 'Bad',
      mobile: { native: 'javascript:alert(1)' },
    }
  for (let i = 0; i < 20; i++)
    listings[`bad-chain-${i}`] = { id: `bad-chain-${i}`, name: 'Bad', chains: ['eip155'] }
  for (let i = 0; i < 10; i++) listings[`no-name-${i}`] = { id: `no-name-${i}`, chains: [] }
  return { listings, count: Object.keys(listings).length, total: Object.keys(listings).length }
}

/** What the directory should hold: the seed, then the valid listings (rank kept when not given). */
function expectedDirectory(document: ReturnType<typeof generateListings>): Model[] {
  const model = new Map<string, Model>()
  for (const wallet of seedWallets())
    model.set(wallet.id, {
      id: wallet.id,
      name: wallet.name,
      rdns: wallet.rdns,
      chains: wallet.chains,
      badge: wallet.badgeType,
      rank: wallet.rank ?? DEFAULT_RANK,
    })
  for (const listing of Object.values(document.listings) as Array<Record<string, unknown>>) {
    const id = listing.id as string
    if (id.startsWith('bad-') || id.startsWith('no-name-')) continue
    model.set(id, {
      id,
      name: listing.name as string,
      rdns: (listing.rdns as string | null) ?? null,
      chains: listing.chains as string[],
      badge: (listing.badge_type as string | undefined) ?? null,
      rank: (listing.rank as number | undefined) ?? model.get(id)?.rank ?? DEFAULT_RANK,
    })
  }
  return [...model.values()].sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank
    const an = a.name.toLowerCase()
    const bn = b.name.toLowerCase()
    if (an !== bn) return an < bn ? -1 : 1
    return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1
  })
}

describe.each(ENGINES)('wallet import of 10 000 listings on %s', (engine) => {
  let database: OpenDatabase
  let app: App
  let folder: string
  let summary: ImportSummary
  let expected: Model[]

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await testApp(database)
    await seedDirectory(database)
    // The app answers (and caches the directory) before the import: the import must show at once.
    await app.request(`/getWallets?${CLIENT_QUERY}`)
    const document = generateListings()
    expected = expectedDirectory(document)
    folder = mkdtempSync(join(tmpdir(), 'foyer-wallets-'))
    const file = join(folder, 'listings.json')
    writeFileSync(file, JSON.stringify(document))
    summary = await importWalletFile(database, file)
  })
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true })
    await database.close()
  })

  async function wallets(params: string): Promise<WalletsResponse> {
    const response = await app.request(`/getWallets?${CLIENT_QUERY}&${params}`)
    expect(response.status).toBe(200)
    return v.parse(walletsSchema, await response.json())
  }

  /** Every match of a query, page by page (100 at a time). */
  async function allPages(params: string): Promise<{ count: number; ids: string[] }> {
    const first = await wallets(`${params}&entries=100&page=1`)
    const ids = first.data.map((wallet) => wallet.id)
    for (let page = 2; (page - 1) * 100 < first.count; page++) {
      const next = await wallets(`${params}&entries=100&page=${page}`)
      expect(next.count).toBe(first.count)
      ids.push(...next.data.map((wallet) => wallet.id))
    }
    return { count: first.count, ids }
  }

  test('the import writes the valid listings and counts the skipped ones by reason', () => {
    expect(summary).toMatchObject({
      total: COUNT + 61,
      written: COUNT + 1,
      skipped: 60,
      reasons: {
        'mobile.native has an unsafe scheme': 30,
        'chains has a malformed CAIP-2 id': 20,
        'name is missing': 10,
      },
    })
  })

  test('count and paging cover the whole directory once, by rank then name', async () => {
    const { count, ids } = await allPages('')
    expect(count).toBe(expected.length)
    expect(ids).toEqual(expected.map((wallet) => wallet.id))
    // Listed again without a rank, MetaMask keeps its curated one.
    expect(ids[0]).toBe('metamask')
    const page = await wallets('page=3')
    expect(page.data).toHaveLength(40)
    expect(page.data.map((wallet) => wallet.id)).toEqual(expected.slice(80, 120).map((w) => w.id))
  })

  test.each([
    ['wallet', {}],
    ['EMBER', {}],
    ['r pouch 99', {}],
    ['io.gen12', {}],
    ['7777', {}],
    ['safe', { chains: [SOLANA, 'cosmos:cosmoshub-4'] }],
    ['', { chains: ['eip155:8453'], certified: true }],
    ['dune', { certified: true }],
  ] as const)('search %j (%j) equals a brute-force filter', async (search, filter) => {
    const chains: readonly string[] = 'chains' in filter ? filter.chains : []
    const certified = 'certified' in filter
    const matches = expected.filter(
      (wallet) =>
        (!search ||
          wallet.name.toLowerCase().includes(search.toLowerCase()) ||
          (wallet.rdns ?? '').toLowerCase().includes(search.toLowerCase())) &&
        (!chains.length || chains.some((chain) => wallet.chains.includes(chain))) &&
        (!certified || wallet.badge === 'certified'),
    )
    expect(matches.length).toBeGreaterThan(0)
    const params = [
      `search=${encodeURIComponent(search)}`,
      chains.length ? `chains=${chains.join(',')}` : '',
      certified ? 'badge_type=certified' : '',
    ].join('&')
    const { count, ids } = await allPages(params)
    expect(count).toBe(matches.length)
    expect(ids).toEqual(matches.map((wallet) => wallet.id))
  })

  test('include and exclude on the large directory', async () => {
    const included = await wallets('include=gen0000ff,metamask,gen002710,gen000001&entries=100')
    expect(included.count).toBe(3)
    expect(included.data.map((wallet) => wallet.id)).toEqual(
      expected
        .filter((wallet) => ['gen0000ff', 'metamask', 'gen000001'].includes(wallet.id))
        .map((wallet) => wallet.id),
    )
    const excludedIds = expected.slice(0, 300).map((wallet) => wallet.id)
    const excluded = await wallets(`exclude=${excludedIds.join(',')}&entries=5`)
    expect(excluded.count).toBe(expected.length - 300)
    expect(excluded.data.map((wallet) => wallet.id)).toEqual(
      expected.slice(300, 305).map((wallet) => wallet.id),
    )
  })

  test('imported entries answer in the shared shape, with their own image', async () => {
    const { data } = await wallets('include=gen000005')
    expect(data).toEqual([
      {
        id: 'gen000005',
        name: expected.find((wallet) => wallet.id === 'gen000005')?.name,
        image_id: 'gen000005',
        rdns: 'io.gen5.app',
        homepage: 'https://gen000005.example',
        chains: expected.find((wallet) => wallet.id === 'gen000005')?.chains,
        mobile_link: 'gen5://',
        desktop_link: null,
        webapp_link: 'https://app.gen000005.example',
        badge_type: 'none',
      },
    ])
    const universal = await wallets('include=gen000003')
    expect(universal.data[0]?.mobile_link).toBe('https://gen000003.example/wc')
    const image = await app.request(`/getWalletImage/gen000005?${CLIENT_QUERY}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('another process sees a change after its next version check, not before', async () => {
    // The check interval runs on a fake clock (Date only: the database's I/O runs as usual), moved by
    // hand: on the real one the test depended on how fast a busy machine got through it (issue 38).
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // A second process: same database, its own in-memory copy (keyed by the database object).
      const elsewhere = walletDirectory({ ...database }, { checkIntervalMs: 1_500 })
      const before = await elsewhere.current()
      expect(before.get('late-arrival')).toBeUndefined()
      const version = await readDirectoryVersion(database.db)
      const result = await importListings(database, {
        data: [{ id: 'late-arrival', name: 'Late Arrival', rank: 0 }],
      })
      expect(result.version).toBe(version + 1)
      // This process sees it at once; the other one not until its check interval has passed.
      expect((await wallets('search=late%20arrival')).data[0]?.id).toBe('late-arrival')
      vi.setSystemTime(Date.now() + 1_499)
      expect((await elsewhere.current()).get('late-arrival')).toBeUndefined()
      vi.setSystemTime(Date.now() + 1)
      const after = await elsewhere.current()
      expect(after.version).toBe(version + 1)
      expect(after.get('late-arrival')?.name).toBe('Late Arrival')
      expect(after.size).toBe(expected.length + 1)
    } finally {
      vi.useRealTimers()
    }
  })
})
