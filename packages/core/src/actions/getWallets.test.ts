import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { getWallets, NO_ADAPTER_EXCLUDED_WALLET_IDS } from './getWallets.js'

// What the directory is asked for (SPEC §7 GET /getWallets, §9 counts).
let asked: URL[] = []
beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(new URL(input))
      return Response.json({ count: 0, data: [] })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const foyerWith = (adapters: ReturnType<typeof createMemoryAdapter>[]) =>
  createFoyer({
    adapters,
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    excludeWalletIds: ['host-excluded'],
    features: { analytics: false },
  })

test('without adapters, the 3 extension-only wallets are excluded too (SPEC §9)', async () => {
  await getWallets(foyerWith([]) as never)
  expect(asked[0]?.searchParams.get('exclude')).toBe(
    ['host-excluded', ...NO_ADAPTER_EXCLUDED_WALLET_IDS].join(','),
  )
  await getWallets(foyerWith([createMemoryAdapter()]) as never)
  expect(asked[1]?.searchParams.get('exclude')).toBe('host-excluded')
})

test('featured wallets ask for as many entries as ids, 4 when none are counted (SPEC §9)', async () => {
  const foyer = foyerWith([createMemoryAdapter()]) as never
  await getWallets(foyer, { ids: ['a', 'b'] })
  expect(asked[0]?.searchParams.get('entries')).toBe('2')
  await getWallets(foyer, { ids: [] })
  expect(asked[1]?.searchParams.get('entries')).toBe('4')
  await getWallets(foyer, {})
  expect(asked[2]?.searchParams.get('entries')).toBe('40')
})

test('certifiedOnly asks the directory for badge_type=certified (SPEC §7); by default no badge filter', async () => {
  const foyer = foyerWith([createMemoryAdapter()]) as never
  await getWallets(foyer, { certifiedOnly: true })
  expect(asked[0]?.searchParams.get('badge_type')).toBe('certified')
  await getWallets(foyer, {})
  expect(asked[1]?.searchParams.has('badge_type')).toBe(false)
})
