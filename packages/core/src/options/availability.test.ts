import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'

let warn: MockInstance<typeof console.warn>
let error: MockInstance<typeof console.error>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

// The notices load with the instance's deferred parts (deferred/startDeferredParts.ts): wait for them.
const make = async (options: Partial<Parameters<typeof createFoyer>[0]> = {}) => {
  const foyer = createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'p',
    storage: null,
    ...options,
  })
  await foyer.internal.deferredParts
  return foyer
}

const warned = () => warn.mock.calls.map((call) => String(call[0])).join('\n')
const errored = () => error.mock.calls.map((call) => String(call[0])).join('\n')

test('options that cannot work here are named once, defaults included', async () => {
  const foyer = await make({ features: { smartSessions: true, swaps: false }, metadata: undefined })
  expect(warn).toHaveBeenCalledTimes(1)
  for (const option of ['features.socials', 'features.onramp']) expect(warned()).toContain(option)
  expect(warned()).toContain('features.smartSessions: needs the embedded wallet')
  expect(warned()).toContain('features.email: needs authUrl and projectId')
  // Turned off by the host: nothing to say about it.
  expect(warned()).not.toContain('features.swaps')
  foyer.open()
  expect(warn).toHaveBeenCalledTimes(1)
})

test('options that need the services say so when apiUrl is not set', async () => {
  await make({ featuredWalletIds: ['a'], features: { history: true } })
  expect(warned()).toContain(
    'features.history, features.swaps, features.onramp, featuredWalletIds: need apiUrl and projectId',
  )
})

test('smart sessions with the embedded wallet configured are not reported', async () => {
  await make({
    authUrl: 'https://auth.example',
    features: { smartSessions: true, socials: false, swaps: false, onramp: false, history: false },
  })
  expect(warn).not.toHaveBeenCalled()
})

test('e-mail login with the auth service configured is not reported', async () => {
  await make({
    authUrl: 'https://auth.example',
    features: { socials: false, swaps: false, onramp: false, history: false },
  })
  expect(warn).not.toHaveBeenCalled()
})

test('a host that turns every unavailable feature off hears nothing', async () => {
  await make({
    features: { email: false, socials: false, swaps: false, onramp: false, history: false },
  })
  expect(warn).not.toHaveBeenCalled()
})

test('a production build prints no development notice...', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  await make({})
  expect(warn).not.toHaveBeenCalled()
  expect(error).not.toHaveBeenCalled()
})

test('...except for the options the host wrote: a dead feature it asked for is one console.error, once per instance', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  const options = { features: { email: true, history: true }, featuredWalletIds: ['a'] }
  const foyer = await make(options)
  expect(error).toHaveBeenCalledTimes(1)
  expect(warn).not.toHaveBeenCalled()
  expect(errored()).toContain(
    'features.history, featuredWalletIds: need apiUrl and projectId; features.email: needs authUrl and projectId.',
  )
  // Defaults the setup cannot serve (swaps, onramp, socials) stay unsaid: the host did not ask for them.
  for (const option of ['features.swaps', 'features.onramp', 'features.socials'])
    expect(errored()).not.toContain(option)
  foyer.open()
  foyer.close()
  expect(error).toHaveBeenCalledTimes(1)
  // Another instance with the same mistake says it too: "once" is per instance.
  await make(options)
  expect(error).toHaveBeenCalledTimes(2)
})

test('custom wallets that cannot be listed without WalletConnect are named, in production too', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  await make({
    projectId: undefined,
    customWallets: [
      { id: 'linked', name: 'Linked', homepage: 'https://linked.example' },
      { id: 'bare', name: 'Bare', mobileLink: 'bare://' },
    ],
  })
  expect(errored()).toContain(
    'customWallets bare: without projectId (WalletConnect) a custom wallet needs webappLink or homepage to be listed',
  )
  expect(errored()).not.toContain('linked')
})

test('...unless debug is on: then every notice, defaults included, as in development', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  await make({ debug: true })
  expect(warned()).toContain('features.email')
  expect(error).not.toHaveBeenCalled()
})

test('a view that cannot work is never opened, and the developer is told why', async () => {
  const foyer = await make({ features: { send: false } })
  warn.mockClear()
  expect(foyer.open({ view: 'Send' })).toBe(false)
  expect(foyer.getState().open).toBe(false)
  expect(warned()).toContain('The Send view was not opened (open): features.send is off.')
  expect(foyer.open({ view: 'ApproveTransaction' })).toBe(false)
  expect(warned()).toContain('there is no request to approve')
  expect(foyer.open({ view: 'Receive' })).toBe(true)
  expect(foyer.getState().router.view).toBe('Receive')
})

test.each(['Networks', 'UnsupportedChain'] as const)(
  'enableNetworkSwitch: false: the %s view (a list of networks to switch to) is never opened, and the developer is told why',
  async (view) => {
    const foyer = await make({ enableNetworkSwitch: false })
    warn.mockClear()
    expect(foyer.open({ view })).toBe(false)
    expect(foyer.getState().open).toBe(false)
    expect(warned()).toContain(
      `The ${view} view was not opened (open): enableNetworkSwitch is false: the visitor does not switch networks.`,
    )
    expect((await make()).open({ view })).toBe(true)
  },
)

test('a view opens with its typed arguments', async () => {
  const foyer = await make()
  foyer.open({ view: 'ConnectingExternal', arguments: { connectorUid: 'memory-1' } })
  expect(foyer.getState().router.history).toEqual([
    { view: 'ConnectingExternal', arguments: { connectorUid: 'memory-1' } },
  ])
})

test('WalletConnect options without a projectId say that WalletConnect needs one', async () => {
  const quiet = {
    email: false,
    socials: false,
    swaps: false,
    onramp: false,
    history: false,
  } as const
  await make({
    projectId: undefined,
    relayUrl: 'wss://relay.example',
    metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
    features: quiet,
  })
  expect(warned()).toContain('metadata, relayUrl: WalletConnect needs projectId')
  warn.mockClear()
  await make({
    metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
    features: quiet,
  })
  expect(warn).not.toHaveBeenCalled()
})
