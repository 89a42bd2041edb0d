import type { GrantsPermissions } from '../adapter.js'
import type { GrantedPermission, PermissionRequest } from '../calls/types.js'
import { STORAGE_PREFIX } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryAdapter, memoryStorage } from './memoryAdapter.js'

// Smart sessions through core (ERC-7715, issue 20): off unless features.smartSessions; a request is checked
// before the wallet sees it; what was granted is kept per account in this browser, soonest to expire first.

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // the memory wallet's
export const OTHER_ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

export const request = (overrides: Partial<PermissionRequest> = {}): PermissionRequest => ({
  signer: KEY,
  token: TOKEN,
  allowance: 5_000_000n,
  expiry: inAnHour(),
  ...overrides,
})

/** The memory wallet, able to grant: each grant gets a context numbered in order. */
export function grantingAdapter() {
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

/** An instance connected through `adapter` (a granting one by default), with `stored` as kept permissions. */
export async function setup({
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

/** A kept permission as storage holds it (allowance as a string). */
export const stored = (
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
