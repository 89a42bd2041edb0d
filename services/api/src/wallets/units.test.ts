import { isCaipNetworkId } from '@foyer/core/caip'
import { describe, expect, test } from 'vitest'
import { escapeXml, initials, placeholderSvg } from '../images/placeholder.js'
import { checkLink, parseListings } from './listing.js'
import { WalletIndex } from './searchIndex.js'
import { CURATED_WALLETS, DEV_WALLETS, seedWallets } from './seed.js'
import { WALLET_ID_PATTERN } from './types.js'

describe('generated images', () => {
  test('initials come from words, camel case or the first two characters', () => {
    expect(initials('Coinbase Wallet')).toBe('CW')
    expect(initials('MetaMask')).toBe('MM')
    expect(initials('usdc')).toBe('US')
    expect(initials('eip155:1')).toBe('E1')
    expect(initials('imToken')).toBe('IT')
    expect(initials('  ')).toBe('?')
    expect(initials('émile zola')).toBe('ÉZ')
  })

  test('text is escaped and the colour depends on the id only', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
    const svg = placeholderSvg('wallet:x', '<script>alert(1)</script>')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('aria-label="&#60;script&#62;alert(1)&#60;/script&#62;"')
    const fill = (text: string) => /fill="(#[0-9a-f]{6})"/.exec(text)?.[1]
    expect(fill(placeholderSvg('a', 'One'))).toBe(fill(placeholderSvg('a', 'Two')))
    expect(fill(placeholderSvg('a', 'One'))).not.toBe(fill(placeholderSvg('b', 'One')))
  })
})

describe('explorer listings', () => {
  const valid = {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'Example Wallet',
    homepage: 'https://example.com',
    image_id: 'ignored',
    rdns: 'com.example.wallet',
    chains: ['eip155:1', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    mobile: { native: 'example://', universal: 'https://link.example.com' },
    desktop: { native: null, universal: 'https://desktop.example.com' },
    app: { browser: 'https://app.example.com', ios: null },
    badge_type: 'certified',
  }

  test('a valid listing maps to a directory record', () => {
    const parsed = parseListings({ listings: { [valid.id]: valid }, count: 1, total: 1 })
    expect(parsed).toMatchObject({ total: 1, skipped: 0, reasons: {} })
    expect(parsed.wallets).toEqual([
      {
        id: valid.id,
        name: 'Example Wallet',
        rdns: 'com.example.wallet',
        homepage: 'https://example.com',
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        mobileLink: 'example://',
        desktopLink: 'https://desktop.example.com',
        webappLink: 'https://app.example.com',
        badgeType: 'certified',
        rank: undefined,
      },
    ])
    expect(parseListings({ data: [valid] }).wallets).toHaveLength(1)
    expect(parseListings([valid]).wallets).toHaveLength(1)
  })

  test('invalid entries are skipped and counted by reason', () => {
    const entries = [
      valid,
      { ...valid }, // duplicate id
      { ...valid, id: 'a1', name: '' },
      { ...valid, id: 'a2', mobile: { native: 'javascript:alert(1)' } },
      { ...valid, id: 'a3', homepage: 'ftp://example.com' },
      { ...valid, id: 'a4', chains: ['not a chain'] },
      { ...valid, id: 'a5', rdns: 'no spaces allowed.com x' },
      { ...valid, id: 'a6', badge_type: 'gold' },
      { ...valid, id: '../etc/passwd' },
      { ...valid, id: 'a7', app: { browser: 'data:text/html,<b>x</b>' } },
      'not an object',
      { ...valid, id: 'a8', name: 'Fine', rank: 3 },
    ]
    const parsed = parseListings({ data: entries })
    expect(parsed.total).toBe(12)
    expect(parsed.wallets.map((wallet) => [wallet.id, wallet.rank])).toEqual([
      [valid.id, undefined],
      ['a8', 3],
    ])
    expect(parsed.skipped).toBe(10)
    expect(parsed.reasons).toEqual({
      'duplicate id': 1,
      'name is missing': 1,
      'mobile.native has an unsafe scheme': 1,
      'homepage is not an http(s) URL': 1,
      'chains has a malformed CAIP-2 id': 1,
      'rdns is malformed': 1,
      'badge_type is not certified or none': 1,
      'id is missing or malformed': 1,
      'app.browser has an unsafe scheme': 1,
      'entry is not an object': 1,
    })
  })

  test('links need a safe scheme; a document of another shape is refused whole', () => {
    expect(checkLink('metamask://', 'x')).toBe('metamask://')
    expect(checkLink('', 'x')).toBeNull()
    expect(() => checkLink(' JavaScript:alert(1)', 'x')).toThrow(/unsafe scheme/)
    expect(() => checkLink('https://a b', 'x')).toThrow(/not a valid link/)
    expect(() => checkLink('no-scheme', 'x')).toThrow(/no scheme/)
    expect(() => parseListings({ wallets: [] })).toThrow(/not a wallet listing/)
  })
})

describe('curated seed', () => {
  test('ids, chains and rdns are well formed and unique', () => {
    const wallets = seedWallets()
    expect(CURATED_WALLETS.length).toBeGreaterThanOrEqual(25)
    expect(wallets).toHaveLength(CURATED_WALLETS.length + 2)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    const rdns = wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(WALLET_ID_PATTERN)
      for (const chain of wallet.chains) expect(isCaipNetworkId(chain), chain).toBe(true)
      // Every curated fact passes the same checks as an import.
      expect(
        parseListings([
          {
            id: wallet.id,
            name: wallet.name,
            rdns: wallet.rdns,
            homepage: wallet.homepage,
            chains: wallet.chains,
            mobile: { native: wallet.mobileLink },
            desktop: { native: wallet.desktopLink },
            app: { browser: wallet.webappLink },
            badge_type: wallet.badgeType,
          },
        ]).skipped,
      ).toBe(0)
    }
    expect(DEV_WALLETS.map((wallet) => [wallet.name, wallet.rdns, wallet.chains])).toEqual([
      ['Foyer Dev Wallet', 'dev.foyer.wallet', ['eip155:31337', 'eip155:31338']],
      ['Foyer Test Wallet', 'dev.foyer.testwallet', ['eip155:31337', 'eip155:31338']],
    ])
    expect(seedWallets({ devWallets: false })).toHaveLength(CURATED_WALLETS.length)
  })
})

describe('search index', () => {
  const row = (
    id: string,
    name: string,
    rank: number,
    extra: Partial<{ chains: string[] }> = {},
  ) => ({
    id,
    name,
    rank,
    rdns: null,
    homepage: null,
    chains: extra.chains ?? ['eip155:1'],
    mobileLink: null,
    desktopLink: null,
    webappLink: null,
    badgeType: null,
  })
  const index = new WalletIndex(1, [
    row('c', 'charlie', 5),
    row('b', 'Bravo', 5),
    row('a', 'alpha', 7),
    row('z', 'Zulu', 1, { chains: ['solana:x1'] }),
  ])
  const query = {
    page: 1,
    entries: 40,
    search: '',
    include: [],
    exclude: [],
    chains: [],
  }

  test('orders by rank, then name case-insensitively', () => {
    expect(index.query(query).data.map((wallet) => wallet.id)).toEqual(['z', 'b', 'c', 'a'])
  })

  test('include keeps rank order, ignores unknown ids and duplicates', () => {
    const result = index.query({ ...query, include: ['a', 'nope', 'z', 'a'] })
    expect(result).toMatchObject({ count: 2 })
    expect(result.data.map((wallet) => wallet.id)).toEqual(['z', 'a'])
  })

  test('pages past the end are empty but keep the count', () => {
    expect(index.query({ ...query, page: 3, entries: 2 })).toEqual({ count: 4, data: [] })
    expect(index.query({ ...query, page: 2, entries: 3 }).data.map((w) => w.id)).toEqual(['a'])
  })
})
