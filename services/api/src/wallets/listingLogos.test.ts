import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { MAX_IMAGE_BYTES } from '../images/imageFile.js'
import { getImage, setImage } from '../images/store.js'
import { describeImport, importListings } from './import.js'
import { fetchListingLogos } from './listingLogos.js'

// `wallets import` brings the listing's logos with it: served by a real HTTP server here, as the explorer's
// CDN would serve them, and answered by GET /getWalletImage instead of the placeholder tile.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123"/></svg>'
const OPERATOR_PNG = new Uint8Array([...PNG, 9, 9])

let server: Server
let base: string
let database: OpenDatabase
let app: App
const requested: string[] = []
const port = () => (server.address() as AddressInfo).port

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '')
    const path = request.url ?? ''
    if (path.startsWith('/png')) response.writeHead(200).end(PNG)
    else if (path.startsWith('/svg')) response.writeHead(200).end(SVG)
    else if (path.startsWith('/script'))
      response
        .writeHead(200)
        .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    else if (path.startsWith('/huge'))
      response.writeHead(200).end(new Uint8Array(MAX_IMAGE_BYTES + 1))
    else if (path.startsWith('/logo/md/')) response.writeHead(200).end(PNG)
    // Redirects: within the listing's host (followed), to another host (refused, never requested there).
    else if (path.startsWith('/moved')) response.writeHead(302, { location: '/png?moved' }).end()
    else if (path.startsWith('/away'))
      response.writeHead(302, { location: `http://localhost:${port()}/png?away` }).end()
    else if (path.startsWith('/loop')) response.writeHead(302, { location: '/loop' }).end()
    // A CDN that accepts the connection and never answers.
    else if (path.startsWith('/silent')) return
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  database = await openTestDatabase('pglite')
  app = await testApp(database)
})
afterAll(async () => {
  await database?.close()
  // The silent host's request is still open: end it, or close() waits for it.
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

const listing = (id: string, extra: Record<string, unknown>) => ({
  id,
  name: `Wallet ${id}`,
  chains: ['eip155:1'],
  ...extra,
})

describe('wallets import fetches the listings’ logos', () => {
  test('stored and served; an operator’s logo kept; each failure counted with its reason', async () => {
    await importListings(database, [listing('kept0001', {})], { logos: false })
    await setImage(database.db, 'wallet', 'kept0001', OPERATOR_PNG)
    const summary = await importListings(
      database,
      [
        listing('png00001', {
          image_url: { sm: `${base}/png-sm`, md: `${base}/png`, lg: `${base}/png-lg` },
        }),
        listing('svg00001', { image_url: `${base}/svg` }),
        listing('idonly01', { image_id: 'abc-123' }),
        listing('missing1', { image_url: { md: `${base}/nothing` } }),
        listing('huge0001', { image_url: { md: `${base}/huge` } }),
        listing('script01', { image_url: { md: `${base}/script` } }),
        listing('unsafe01', { image_url: { md: 'javascript:alert(1)' } }),
        listing('kept0001', { image_url: { md: `${base}/png` } }),
      ],
      { logos: { imageUrlTemplate: `${base}/logo/md/{image_id}?projectId=p` } },
    )
    expect(summary.written).toBe(8)
    // The SVG with a script is refused or stored cleaned, as `images set` treats it.
    const script = await getImage(database.db, 'wallet', 'script01')
    expect(new TextDecoder().decode(script?.body ?? new Uint8Array())).not.toMatch(/script/i)
    const failed = summary.logos?.failed ?? {}
    expect(summary.logos).toMatchObject({ stored: script ? 4 : 3, kept: 1 })
    expect(failed['HTTP 404']).toBe(1)
    expect(failed[`larger than ${MAX_IMAGE_BYTES / 1024} kB`]).toBe(1)
    expect(Object.values(failed).reduce((a, b) => a + b, 0)).toBe(script ? 2 : 3)
    // The medium size is the one fetched; an image_id goes through the template; javascript: never fetched.
    expect(requested).toContain('/png')
    expect(requested).not.toContain('/png-sm')
    expect(requested).toContain('/logo/md/abc-123?projectId=p')
    expect(describeImport(summary)).toMatch(
      /logos: stored 3, kept 1 already stored, failed .*HTTP 404/,
    )

    const served = await app.request(`/getWalletImage/png00001?${CLIENT_QUERY}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    expect((await getImage(database.db, 'wallet', 'svg00001'))?.contentType).toBe('image/svg+xml')
    expect((await getImage(database.db, 'wallet', 'kept0001'))?.body).toEqual(OPERATOR_PNG)
    // Without a logo the directory still answers its placeholder tile.
    const monogram = await app.request(`/getWalletImage/missing1?${CLIENT_QUERY}`)
    expect(monogram.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  test('a redirect within the listing’s host is followed; to another host, or round and round, refused', async () => {
    const summary = await fetchListingLogos(
      database.db,
      [
        { id: 'moved001', url: `${base}/moved`, imageId: null },
        { id: 'away0001', url: `${base}/away`, imageId: null },
        { id: 'loop0001', url: `${base}/loop`, imageId: null },
        { id: 'ftp00001', url: 'file:///etc/passwd', imageId: null },
      ],
      {},
    )
    expect(summary).toEqual({
      stored: 1,
      kept: 0,
      failed: {
        'redirected to another host': 1,
        'too many redirects': 1,
        'not an http(s) URL': 1,
      },
    })
    expect(requested).toContain('/png?moved')
    expect(requested).not.toContain('/png?away')
    expect((await getImage(database.db, 'wallet', 'moved001'))?.contentType).toBe('image/png')
  })

  test('a host that never answers: the logo times out, the import goes on', async () => {
    const summary = await fetchListingLogos(
      database.db,
      [
        { id: 'silent01', url: `${base}/silent`, imageId: null },
        { id: 'fine0001', url: `${base}/png`, imageId: null },
      ],
      { timeoutMs: 300 },
    )
    expect(summary).toEqual({ stored: 1, kept: 0, failed: { 'timed out': 1 } })
  })

  test('--replace-logos replaces a stored logo; --no-logos fetches nothing', async () => {
    const before = requested.length
    await importListings(database, [listing('kept0001', { image_url: `${base}/svg` })], {
      logos: false,
    })
    expect(requested.length).toBe(before)
    const summary = await importListings(
      database,
      [listing('kept0001', { image_url: `${base}/svg` })],
      { logos: { replace: true } },
    )
    expect(summary.logos).toMatchObject({ stored: 1, kept: 0 })
    expect((await getImage(database.db, 'wallet', 'kept0001'))?.contentType).toBe('image/svg+xml')
  })
})
