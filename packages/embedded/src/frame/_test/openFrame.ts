import { wrapSecret } from '@foyer/core/api'
import { afterEach, expect, vi } from 'vitest'
import { createApprovalDesk } from '../approvalDesk.js'
import type { FrameConfig } from '../config.js'
import { createHandlers } from '../handlers.js'
import { createKey } from '../keys.js'
import { createPasskeyDesk } from '../passkeyDesk.js'
import { createFrameStorage } from '../storage.js'

// The wallet frame's handlers with an open session, against a stubbed auth service: a known device (its
// share stored) whose session answers for `ada@example.com`. Tests that play the host page use it.

export const FRAME_PROJECT = 'attack-test'
export const FRAME_HOST_ORIGIN = 'https://app.example'
export const FRAME_USER_EMAIL = 'ada@example.com'
/** The sponsorship token the stubbed auth service hands the session (it must never reach the host page). */
export const FRAME_SPONSORSHIP_TOKEN = 'fst1.secret-claims.secret-signature'

export const frameConfig = {
  projectId: FRAME_PROJECT,
  chainId: 31337,
  version: '',
  enableLogger: false,
  allowedOrigins: [FRAME_HOST_ORIGIN],
  defaultChainId: 31337,
  chains: [
    {
      id: 31337,
      name: 'Foyer Devnet',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  solanaClusters: [
    { reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'http://127.0.0.1:1' },
  ],
} as FrameConfig

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/**
 * The frame with an open session; `calls` lists the auth service's paths it asked for, `memory` is the frame's
 * storage.
 */
export async function openFrame(config: FrameConfig = frameConfig) {
  const { address, shares } = await createKey()
  const memory = new Map<string, string>()
  const storage = createFrameStorage(FRAME_PROJECT, {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage)
  storage.setToken('a-session-token')
  storage.setDeviceShare(address, shares.device)
  storage.setPreferredAccountType('eoa')
  const calls: string[] = []
  vi.stubGlobal('window', { location: { origin: 'https://auth.example' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      calls.push(url.pathname)
      const answer =
        url.pathname === '/v1/session'
          ? { user: { email: FRAME_USER_EMAIL, address } }
          : url.pathname === '/v1/wallet/sponsorship'
            ? { token: FRAME_SPONSORSHIP_TOKEN, expiresAt: Math.floor(Date.now() / 1000) + 600 }
            : url.pathname === '/v1/wallet/share'
              ? {
                  address,
                  authShare: await wrapSecret(
                    url.searchParams.get('wrapKey') ?? '',
                    shares.auth,
                    `auth-share:${address.toLowerCase()}`,
                  ),
                }
              : url.pathname === '/v1/login/email'
                ? { action: 'VERIFY_OTP' }
                : undefined
      if (!answer) throw new Error(`unexpected call ${url}`)
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  const desk = createApprovalDesk({ projectId: FRAME_PROJECT })
  cleanups.push(desk.close)
  const passkeys = createPasskeyDesk({ projectId: FRAME_PROJECT })
  cleanups.push(() => passkeys.close())
  const handlers = createHandlers(
    config,
    storage,
    () => FRAME_HOST_ORIGIN,
    desk,
    async () => passkeys,
  )
  expect(await handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
  return { handlers, address, calls, storage, memory }
}

/** Adds a cleanup run after the test (a channel to close). */
export function afterThisTest(cleanup: () => void): void {
  cleanups.push(cleanup)
}
