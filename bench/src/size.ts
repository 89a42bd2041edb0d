// Byte counting shared by the bundle figures and the static server, so both compress the same way.
import { gzipSync } from 'node:zlib'

/** gzip at zlib's default level (6), what a typical web server sends. */
export const gzip = (data: Uint8Array): Buffer => gzipSync(data, { level: 6 })

/** Raw and gzip byte counts. */
export type Size = { raw: number; gzip: number }

/** Adds sizes. */
export const sum = (sizes: readonly Size[]): Size =>
  sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  })

/** Kilobytes (1000 bytes), one decimal. */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1)
