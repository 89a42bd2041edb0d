// The modal's side of the services (@foyer/core) against the real service over HTTP: answers validated,
// the page-origin check, the analytics switch and its 403. The only stand-in is the browser's Origin
// header, which Node's fetch does not add: `browserFetch` adds it as a browser would.
import {
  createFoyer,
  type Foyer,
  getBalance,
  getIdentity,
  getTokenBalances,
  getWallets,
} from '@foyer/core'
import { DEVNET_ACCOUNTS } from '@foyer/devnet'
import { getFreePort } from '@foyer/devnet/node'
import { createEvmAdapter } from '@foyer/evm'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { TEST_PROJECT } from './_test/app.js'
import { openTestDatabase } from './_test/databases.js'
import { setName } from './data/names.js'
import { dataTestConfig } from './data/testing.js'
import type { OpenDatabase } from './db/database.js'
import { analyticsEvents } from './db/schema.js'
import { seedDevnetData } from './dev/devnet.js'
import { upsertProject } from './projects.js'
import { type RunningService, startService } from './server.js'
import { seedDirectory } from './wallets/import.js'

const ALICE = DEVNET_ACCOUNTS[4].address
let database: OpenDatabase
let service: RunningService
const realFetch = globalThis.fetch

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  const port = await getFreePort()
  const config = { ...dataTestConfig(), publicUrl: `http://127.0.0.1:${port}` }
  await seedDevnetData(database.db, config)
  await seedDirectory(database)
  await upsertProject(database.db, TEST_PROJECT)
  await setName(database.db, { address: ALICE, name: 'alice' })
  service = await startService(database, config, { port })
})
afterAll(async () => {
  await service.stop()
  await database.close()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A page at `origin`: `window` and `location` for createFoyer, and fetch sending Origin like a browser. */
function pageAt(origin: string, { sendOrigin = true } = {}) {
  vi.stubGlobal('window', {})
  vi.stubGlobal('location', { origin })
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
    realFetch(
      input,
      sendOrigin
        ? { ...init, headers: { ...(init.headers as Record<string, string>), origin } }
        : init,
    ),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
}

function foyerFor(apiUrl = service.url): Foyer {
  const [chain] = dataTestConfig().chains
  if (!chain) throw new Error('no chain')
  const network = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createFoyer({
    adapters: [
      createEvmAdapter({
        networks: [network],
        multiInjectedProviderDiscovery: false,
        storage: null,
      }),
    ],
    projectId: TEST_PROJECT.id,
    apiUrl,
    storage: null,
  })
}

const analyticsCount = async () => (await database.db.select().from(analyticsEvents)).length

describe('core against the running service', () => {
  test('identity, token balances, directory and the native balance come back validated', async () => {
    pageAt('http://app.test')
    const foyer = foyerFor()
    expect(await getIdentity(foyer, { address: ALICE })).toEqual({ name: 'alice', avatar: null })
    const balances = await getTokenBalances(foyer, {
      address: ALICE,
      caipNetworkId: 'eip155:31337',
    })
    expect(balances.find((balance) => !balance.address)).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:31337',
      price: 3000,
    })
    const directory = await getWallets(foyer, { search: 'meta' })
    expect(directory.data.map((wallet) => wallet.name)).toContain('MetaMask')
    foyer.store.setState({
      accounts: { eip155: { status: 'connected', address: ALICE, allAccounts: [] } },
    })
    const native = await getBalance(foyer)
    expect(native.symbol).toBe('ETH')
    expect(native.value).toBeGreaterThan(0n)
    foyer.destroy()
  })

  test('a non-OK answer raises an ApiRequestError with the service’s code', async () => {
    pageAt('http://app.test')
    const foyer = foyerFor()
    await expect(getIdentity(foyer, { address: 'not-an-address' })).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 400,
      code: 'INVALID_ADDRESS',
    })
    foyer.destroy()
  })

  test('an allowed page sends analytics events and raises no alert', async () => {
    pageAt('http://app.test')
    const before = await analyticsCount()
    const foyer = foyerFor()
    await vi.waitFor(() => expect(foyer.internal.analyticsEnabled).toBe(true))
    foyer.open()
    await vi.waitFor(async () => expect(await analyticsCount()).toBe(before + 1))
    expect(foyer.getState().alert).toBeUndefined()
    foyer.destroy()
  })

  test("a page whose origin the project does not allow raises 'Invalid App Configuration'", async () => {
    pageAt('http://elsewhere.test')
    const foyer = foyerFor()
    await vi.waitFor(() =>
      expect(foyer.getState().alert).toMatchObject({
        code: 'INVALID_APP_CONFIGURATION',
        // Alerts carry the catalogue's key: the modal shows 'Invalid App Configuration' in the page's language.
        shortMessage: { key: 'invalidAppConfiguration' },
      }),
    )
    foyer.destroy()
  })

  test("an analytics answer 403 raises 'Invalid App Configuration' and stops analytics", async () => {
    // The origins list allows the page, but the request reaches the service without an allowed Origin.
    pageAt('http://app.test', { sendOrigin: false })
    const foyer = foyerFor()
    await vi.waitFor(() => expect(foyer.internal.analyticsEnabled).toBe(true))
    foyer.open()
    await vi.waitFor(() =>
      expect(foyer.getState().alert).toMatchObject({ code: 'INVALID_APP_CONFIGURATION' }),
    )
    expect(foyer.internal.analyticsEnabled).toBe(false)
    foyer.destroy()
  })

  // SPEC §7: a failed fetch of the allowed origins counts as an empty list, so the page is not allowed (§5).
  test('services out of reach: Invalid App Configuration, analytics off, nothing thrown', async () => {
    pageAt('http://app.test')
    const foyer = foyerFor(`http://127.0.0.1:${await getFreePort()}`)
    await vi.waitFor(() =>
      expect(foyer.getState().alert).toMatchObject({ code: 'INVALID_APP_CONFIGURATION' }),
    )
    expect(foyer.internal.analyticsEnabled).toBe(false)
    foyer.destroy()
  })
})
