// A static server for a built app on loopback. It sends text assets gzip-compressed, as a real host would,
// and logs every response so a run can count the JavaScript that actually went over the wire.
import { readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzip } from './size.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.wasm'])

/** One response the server sent: the path and the body bytes on the wire. */
export type Sent = { path: string; bytes: number; at: number }

/** A running server. */
export type StaticServer = { url: string; log: Sent[]; close: () => Promise<void> }

/** Serves `dir` on 127.0.0.1 at a free port. Files are compressed once and kept in memory. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const log: Sent[] = []
  const cache = new Map<string, { body: Buffer; gzipped: Buffer | null }>()
  const load = (file: string) => {
    let entry = cache.get(file)
    if (!entry) {
      const body = readFileSync(file)
      entry = { body, gzipped: COMPRESSIBLE.has(extname(file)) ? gzip(body) : null }
      cache.set(file, entry)
    }
    return entry
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = join(dir, normalize(path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end()
      return
    }
    const { body, gzipped } = load(file)
    const useGzip = gzipped !== null && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    const sent = useGzip ? gzipped : body
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': sent.length,
      'Cache-Control': 'no-store',
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    })
    response.end(sent)
    log.push({ path, bytes: sent.length, at: performance.now() })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
