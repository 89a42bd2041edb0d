import { expect, test } from 'vitest'
import type { Database } from './db/database.js'
import { isOriginAllowed, upsertProject } from './projects.js'

/** A database that records the writes asked of it. */
function recordingDb() {
  const writes: unknown[] = []
  const db = {
    insert: () => ({
      values: (values: unknown) => ({
        onConflictDoUpdate: async () => {
          writes.push(values)
        },
      }),
    }),
  } as unknown as Database
  return { db, writes }
}

test('a project is saved only with valid origins; a bad one is named with the reason, and nothing is written', async () => {
  const { db, writes } = recordingDb()
  await expect(
    upsertProject(db, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example.com', 'https://*example.com'],
    }),
  ).rejects.toThrow(
    'project shop: the allowed origin "https://*example.com" is not valid: a * stands only for a whole leftmost label (https://*.example.com) or for the port (http://localhost:*)',
  )
  await expect(
    upsertProject(db, { id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example.com/'] }),
  ).rejects.toThrow('write it as https://shop.example.com')
  expect(writes).toEqual([])
  await upsertProject(db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: [
      'https://shop.example.com',
      'https://*.shop.example.com',
      'http://localhost:*',
    ],
  })
  expect(writes).toHaveLength(1)
})

test('a pattern stored before origins were checked does not widen access', () => {
  const stored = { allowedOrigins: ['https://*example.com'] }
  expect(isOriginAllowed(stored, 'https://evilexample.com')).toBe(false)
  expect(isOriginAllowed(stored, 'https://example.com')).toBe(false)
})
