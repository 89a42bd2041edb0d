import { type App, createApp, type OpenDatabase, openDatabase, upsertProject } from '@foyer/api'
import { lendPglite } from '@foyer/server/testing/pglite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { testClock } from '../_test/harness.js'
import { projectsFromApi, requireProject } from './projects.js'

// The project look-up against the real data service (@foyer/api, in process): one source of truth for a
// project's origins, and the contract its project guard sets.

let apiDatabase: OpenDatabase
let api: App
const calls: string[] = []

beforeAll(async () => {
  apiDatabase = await openDatabase({
    pglite: await lendPglite(inject('pgliteTemplate')),
  })
  await upsertProject(apiDatabase.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.test', 'https://*.shop.test'],
  })
  api = createApp(apiDatabase, {
    chains: [
      {
        id: 1,
        name: 'Ethereum',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    publicUrl: 'http://api.test',
  })
})
afterAll(() => apiDatabase.close())

function lookup(clock = testClock()) {
  return {
    clock,
    projects: projectsFromApi({
      apiUrl: 'http://api.test/',
      now: clock.now,
      fetch: async (url, init) => {
        calls.push(url)
        return api.request(url, init)
      },
    }),
  }
}

describe('projects from the data service', () => {
  test('a known project: its name and allowed origins, asked with the client parameters', async () => {
    const { projects } = lookup()
    expect(await projects('shop')).toEqual({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.test', 'https://*.shop.test'],
    })
    const url = new URL(calls.at(-1) as string)
    expect(url.pathname).toBe('/projects/v1/origins')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'shop',
      st: 'foyer-auth',
      sv: '0.1.0',
      clientId: 'foyer-auth',
    })
  })

  test("an unknown project (the data service's 401) is unknown here: 401 'Unknown projectId'", async () => {
    const { projects } = lookup()
    expect(await projects('nope')).toBeUndefined()
    await expect(requireProject(projects, 'nope')).rejects.toMatchObject({
      status: 401,
      message: 'Unknown projectId',
    })
  })

  test('an id with a NUL byte names no project and is never looked up (issue 22)', async () => {
    const { projects } = lookup()
    const before = calls.length
    await expect(requireProject(projects, 'shop\u0000')).rejects.toMatchObject({ status: 401 })
    await expect(requireProject(projects, 'x'.repeat(300))).rejects.toMatchObject({ status: 401 })
    expect(calls.length).toBe(before)
  })

  test('kept 60 s per project', async () => {
    const { projects, clock } = lookup()
    const before = calls.length
    await projects('shop')
    await projects('shop')
    clock.advance(59_999)
    await projects('shop')
    expect(calls.length - before).toBe(1)
    clock.advance(1)
    await projects('shop')
    expect(calls.length - before).toBe(2)
  })

  test('a data service that cannot answer: 503, not kept', async () => {
    let up = false
    const projects = projectsFromApi({
      apiUrl: 'http://api.test',
      now: testClock().now,
      fetch: async (url, init) => {
        if (!up) throw new TypeError('fetch failed')
        return api.request(url, init)
      },
    })
    await expect(projects('shop')).rejects.toMatchObject({
      status: 503,
      message: 'The project could not be checked. Please try again.',
    })
    up = true
    expect(await projects('shop')).toMatchObject({ id: 'shop' })
  })
})
