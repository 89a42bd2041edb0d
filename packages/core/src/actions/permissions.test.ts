import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, memoryStorage } from '../_test/memoryAdapter.js'
import type { GrantsPermissions } from '../adapter.js'
import type { GrantedPermission, PermissionRequest } from '../calls/types.js'
import { STORAGE_PREFIX } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { getPermissions, grantPermissions, revokePermissions } from './permissions.js'

// Smart sessions through core (ERC-7715, issue 20): off unless features.smartSessions; a request is checked
// before the wallet sees it; what was granted is kept per account in this browser, soonest to expire first.

// features.smartSessions without the embedded wallet's frame: availability warns, which is not tested here.
inABrowserLikePage()

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // the memory wallet's
const OTHER_ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

const request = (overrides: Partial<PermissionRequest> = {}): PermissionRequest => ({
  signer: KEY,
  token: TOKEN,
  allowance: 5_000_000n,
  expiry: inAnHour(),
  ...overrides,
})

/** The memory wallet, able to grant: each grant gets a context numbered in order. */
function grantingAdapter() {
  const adapter = createMemoryAdapter()
  const granted: Parameters<GrantsPermissions['grantPermissions']>[0][] = []
  const revoked: string[] = []
  let failure: unknown
  const permissions: GrantsPermissions = {
    async grantPermissions({ network, ...asked }) {
      if (failure) throw failure
      granted.push({ network, ...asked })
      return {
        ...asked,
        account: ACCOUNT,
        chainId: Number(network.id),
        permissionsContext: `0xc${granted.length}`,
        factory: '0xfac',
      }
    },
    async revokePermissions({ permissionsContext }) {
      if (failure) throw failure
      revoked.push(permissionsContext)
    },
  }
  return Object.assign(adapter, permissions, {
    granted,
    revoked,
    failNext(error: unknown) {
      failure = error
    },
  })
}

async function setup({
  smartSessions = true,
  adapter = grantingAdapter() as ReturnType<typeof createMemoryAdapter>,
  stored,
}: {
  smartSessions?: boolean
  adapter?: ReturnType<typeof createMemoryAdapter>
  stored?: unknown
} = {}) {
  const storage = memoryStorage(
    stored === undefined ? {} : { [`${STORAGE_PREFIX}permissions`]: JSON.stringify(stored) },
  )
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    storage,
    features: { smartSessions },
  })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  const saved = () => JSON.parse(storage.getItem(`${STORAGE_PREFIX}permissions`) ?? 'null')
  return { foyer, storage, saved }
}

const stored = (
  overrides: Partial<Omit<GrantedPermission, 'allowance'>> & { allowance?: string },
) => ({
  signer: KEY,
  token: TOKEN,
  allowance: '1',
  expiry: 2_000_000_000,
  account: ACCOUNT,
  chainId: 1,
  permissionsContext: '0xc0',
  ...overrides,
})

describe('the feature and the wallet', () => {
  test('features.smartSessions off: PermissionsNotSupportedError saying how to turn it on', async () => {
    const adapter = grantingAdapter()
    const { foyer } = await setup({ smartSessions: false, adapter })
    for (const attempt of [
      grantPermissions(foyer, request()),
      revokePermissions(foyer, { permissionsContext: '0xc1' }),
    ])
      await expect(attempt).rejects.toMatchObject({
        name: 'PermissionsNotSupportedError',
        code: 'PERMISSIONS_NOT_SUPPORTED',
        shortMessage: 'Smart sessions are off: set features.smartSessions to true',
      })
    expect(adapter.granted).toEqual([])
    expect(adapter.revoked).toEqual([])
  })

  test('a wallet that cannot grant: PermissionsNotSupportedError naming ERC-7715', async () => {
    const { foyer } = await setup({ adapter: createMemoryAdapter() })
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'PermissionsNotSupportedError',
      shortMessage: 'The connected wallet cannot grant permissions (ERC-7715)',
    })
  })

  test('not connected: NotConnectedError', async () => {
    const adapter = grantingAdapter()
    const foyer = createFoyer({
      adapters: [adapter],
      projectId: 'p',
      storage: memoryStorage(),
      features: { smartSessions: true },
    })
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    expect(getPermissions(foyer)).toEqual([])
    expect(adapter.granted).toEqual([])
  })
})

describe('grantPermissions', () => {
  test('asks the wallet on the connected network and keeps what it granted', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    const asked = request()
    const granted = await grantPermissions(foyer, asked)
    expect(adapter.granted).toEqual([
      { ...asked, network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) },
    ])
    expect(granted).toEqual({
      ...asked,
      account: ACCOUNT,
      chainId: 1,
      permissionsContext: '0xc1',
      factory: '0xfac',
    })
    // Stored with the allowance as a decimal string (JSON has no bigint), read back as a bigint.
    expect(saved()).toEqual([{ ...granted, allowance: '5000000' }])
    expect(getPermissions(foyer)).toEqual([granted])
  })

  test.each([
    [
      'a signer without 0x',
      { signer: KEY.slice(2) },
      'the permission\u2019s signer must be an address',
    ],
    ['a token without 0x', { token: 'USDT' }, 'the permission\u2019s token must be an address'],
    ['an allowance of 0', { allowance: 0n }, 'the allowance must be a bigint above 0'],
    ['a negative allowance', { allowance: -1n }, 'the allowance must be a bigint above 0'],
    [
      'an allowance as a number',
      { allowance: 5 as unknown as bigint },
      'the allowance must be a bigint above 0',
    ],
    ['an expiry passed', { expiry: 1_000 }, 'the expiry must be a time to come, in seconds'],
    [
      'a fractional expiry',
      { expiry: 2_000_000_000.5 },
      'the expiry must be a time to come, in seconds',
    ],
    [
      'an expiry as a string',
      { expiry: '2000000000' as unknown as number },
      'the expiry must be a time to come, in seconds',
    ],
  ])('%s is refused before the wallet is asked', async (_name, overrides, reason) => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    await expect(grantPermissions(foyer, request(overrides))).rejects.toMatchObject({
      name: 'InvalidCallsError',
      shortMessage: `Invalid calls: ${reason}`,
    })
    expect(adapter.granted).toEqual([])
    expect(saved()).toBeNull()
  })

  test('the wallet’s refusal stores nothing', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    adapter.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(grantPermissions(foyer, request())).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(saved()).toBeNull()
  })
})

describe('getPermissions', () => {
  test('only the connected account’s, not expired, soonest to expire first', async () => {
    const now = 1_900_000_000_000
    const { foyer } = await setup({
      stored: [
        stored({ permissionsContext: '0xlate', expiry: 1_900_000_900 }),
        stored({ permissionsContext: '0xother', account: OTHER_ACCOUNT }),
        stored({ permissionsContext: '0xexpired', expiry: 1_900_000_000 }),
        stored({
          permissionsContext: '0xsoon',
          expiry: 1_900_000_001,
          account: ACCOUNT.toLowerCase(),
        }),
        stored({ permissionsContext: '0xbroken', allowance: 'lots' }),
      ],
    })
    expect(getPermissions(foyer, { now }).map((p) => p.permissionsContext)).toEqual([
      '0xsoon',
      '0xlate',
    ])
    expect(getPermissions(foyer, { now })[0]?.allowance).toBe(1n)
  })

  test('the same context granted again replaces the stored one', async () => {
    const { foyer, saved } = await setup({
      stored: [stored({ permissionsContext: '0xc1', allowance: '7' })],
    })
    await grantPermissions(foyer, request({ allowance: 9n }))
    expect(saved()).toEqual([
      expect.objectContaining({ permissionsContext: '0xc1', allowance: '9' }),
    ])
  })

  // BUG (reported): a stored entry whose account is not a string (storage another script wrote, an older format)
  // makes getPermissions throw a TypeError, and the Permissions view with it. Flip to `test` once read() drops
  // entries without a string account and a numeric expiry.
  test('a corrupt stored entry is skipped, not thrown on', async () => {
    const { foyer } = await setup({
      stored: [stored({ permissionsContext: '0xgood' }), { ...stored({}), account: 42 }],
    })
    expect(getPermissions(foyer, { now: 0 }).map((p) => p.permissionsContext)).toEqual(['0xgood'])
  })

  test('nothing stored, or not a list: none', async () => {
    expect(getPermissions((await setup()).foyer)).toEqual([])
    expect(getPermissions((await setup({ stored: { permissionsContext: '0xc0' } })).foyer)).toEqual(
      [],
    )
  })
})

describe('revokePermissions', () => {
  test('asks the wallet, then removes that permission only', async () => {
    const adapter = grantingAdapter()
    const { foyer, saved } = await setup({ adapter })
    await grantPermissions(foyer, request())
    await grantPermissions(foyer, request({ signer: OTHER_ACCOUNT }))
    await revokePermissions(foyer, { permissionsContext: '0xc1' })
    expect(adapter.revoked).toEqual(['0xc1'])
    expect(getPermissions(foyer).map((p) => p.permissionsContext)).toEqual(['0xc2'])
    expect(saved().map((p: { permissionsContext: string }) => p.permissionsContext)).toEqual([
      '0xc2',
    ])
  })

  test('a refused revocation keeps the permission listed', async () => {
    const adapter = grantingAdapter()
    const { foyer } = await setup({ adapter })
    await grantPermissions(foyer, request())
    adapter.failNext(new Error('bundler down'))
    await expect(revokePermissions(foyer, { permissionsContext: '0xc1' })).rejects.toMatchObject({
      name: 'WalletRequestError',
    })
    expect(getPermissions(foyer).map((p) => p.permissionsContext)).toEqual(['0xc1'])
  })
})
