import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

// Path segments of letters, digits, `_`, `-` and `.`, never starting with `.`: no `..`, no hidden files,
// no backslashes or encoded characters. Checked before the file system is asked anything.
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*){0,7}$/

// A file named by its content (`frame-3f9a1c2b.js`) never changes: cached for a year. Others (the
// `frame.js` entry) are revalidated each time.
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/**
 * A file of the frame's bundle folder, or undefined (404) when the folder or file is missing or the path
 * is not one it serves. Links inside the folder that lead outside it are not followed.
 */
export async function frameAsset(
  frameDir: string,
  path: string,
  ifNoneMatch: string | undefined,
): Promise<Response | undefined> {
  if (path.length > 200 || !SAFE_PATH.test(path)) return undefined
  try {
    const root = await realpath(frameDir)
    const file = await realpath(join(root, path))
    if (!file.startsWith(root + sep)) return undefined
    const info = await stat(file)
    if (!info.isFile()) return undefined
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    }
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(await readFile(file)), { status: 200, headers })
  } catch {
    return undefined
  }
}
