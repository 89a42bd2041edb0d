import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { memoryAppKitAdapter } from '../_test/memoryAppKit.js'
import { REFUSED_SOLANA_ADAPTER_OPTIONS } from '../adapters/SolanaAdapter.js'
import { REFUSED_WAGMI_ADAPTER_OPTIONS } from '../adapters/wagmiAdapterOptions.js'
import { AppKitCompatError } from '../errors.js'
import {
  REFUSED_CUSTOM_WALLET_FIELDS,
  REFUSED_FEATURES,
  REFUSED_OPTIONS,
  REFUSED_THEME_VARIABLES,
} from './refused.js'
import { toFoyerOptions } from './toFoyerOptions.js'
import type { AppKitOptions } from './types.js'

function options(extra: Record<string, unknown> = {}): AppKitOptions {
  const { appKitAdapter, networks } = memoryAppKitAdapter()
  return {
    adapters: [appKitAdapter],
    networks: networks as AppKitOptions['networks'],
    projectId: 'p',
    ...extra,
  } as AppKitOptions
}

/** The problems toFoyerOptions throws for `extra`. */
function problems(extra: Record<string, unknown>): readonly string[] {
  try {
    toFoyerOptions(options(extra))
  } catch (error) {
    if (error instanceof AppKitCompatError) return error.problems
    throw error
  }
  return []
}

test("AppKit's options map onto Foyer's: same names pass, the rest are converted", () => {
  const metadata = { name: 'App', description: 'd', url: 'https://app.example', icons: [] }
  const mapped = toFoyerOptions(
    options({
      metadata,
      themeMode: 'dark',
      themeVariables: {
        '--w3m-accent': '#123456',
        '--apkt-z-index': 5,
        '--foyer-font-family': 'x',
      },
      features: { swaps: false, socials: ['google'], connectMethodsOrder: ['wallet', 'email'] },
      allWallets: 'HIDE',
      featuredWalletIds: ['a'],
      excludeWalletIds: ['b'],
      customWallets: [
        { id: 'w', name: 'W', image_url: 'https://w.example/i.png', mobile_link: 'w://' },
      ],
      termsConditionsUrl: 'https://app.example/terms',
      enableNetworkSwitch: false,
      apiUrl: 'http://127.0.0.1:4000',
      relayUrl: 'ws://127.0.0.1:4500',
      // Values that ask for what Foyer does anyway.
      enableWallets: true,
      enableCoinbase: false,
    }),
  )
  expect(mapped).toMatchObject({
    projectId: 'p',
    metadata,
    themeMode: 'dark',
    themeVariables: {
      '--foyer-accent': '#123456',
      '--foyer-z-index': 5,
      '--foyer-font-family': 'x',
    },
    features: {
      swaps: false,
      socials: ['google'],
      connectMethodsOrder: ['wallet', 'email'],
      allWallets: false,
    },
    featuredWalletIds: ['a'],
    excludeWalletIds: ['b'],
    customWallets: [
      { id: 'w', name: 'W', imageUrl: 'https://w.example/i.png', mobileLink: 'w://' },
    ],
    termsConditionsUrl: 'https://app.example/terms',
    enableNetworkSwitch: false,
    apiUrl: 'http://127.0.0.1:4000',
    relayUrl: 'ws://127.0.0.1:4500',
    defaultNetwork: 'eip155:1',
  })
  expect(mapped.adapters).toHaveLength(1)
  expect(mapped).not.toHaveProperty('enableWallets')
  expect(toFoyerOptions(options({ defaultNetwork: options().networks[1] })).defaultNetwork).toBe(
    'eip155:10',
  )
})

test('every option Foyer does not support is refused, each named with its reason, in one error', () => {
  const found = problems({
    universalProviderConfigOverride: { methods: {} },
    enableWalletGuide: false,
    debug: true,
    enableWallets: false,
    allWallets: 'ONLY_MOBILE',
    features: { headless: true, walletFeaturesOrder: ['send'] },
    themeVariables: { '--w3m-qr-color': '#000' },
    customWallets: [{ id: 'w', name: 'W', app_store: 'https://apps.example' }],
  })
  expect(found).toEqual([
    expect.stringMatching(
      /^the option "universalProviderConfigOverride" is not supported: Foyer asks/,
    ),
    expect.stringMatching(/^the option "enableWalletGuide" is not supported: /),
    expect.stringMatching(/^the option "debug" is not supported: /),
    expect.stringMatching(/^the option "enableWallets" is not supported: /),
    expect.stringMatching(/^the option "allWallets" is not supported: .*'SHOW'/),
    expect.stringMatching(/^the option "features.headless" is not supported: /),
    expect.stringMatching(/^the option "features.walletFeaturesOrder" is not supported: /),
    expect.stringMatching(/^the option "themeVariables\["--w3m-qr-color"\]" is not supported: /),
    expect.stringMatching(/^the option "customWallets\[0\].app_store" is not supported: /),
  ])
  expect(() => toFoyerOptions(options({ debug: true }))).toThrow(
    '@foyer/appkit: the option "debug" is not supported: ',
  )
})

test('every refused option is refused whatever its value, unless it is a value Foyer honours anyway', () => {
  for (const [key, refusal] of Object.entries(REFUSED_OPTIONS)) {
    const value = refusal.accepts?.[0] === true ? false : 'something'
    expect(problems({ [key]: value }), key).toEqual([
      expect.stringContaining(`the option "${key}" is not supported: ${refusal.why}`),
    ])
    for (const accepted of refusal.accepts ?? [])
      expect(problems({ [key]: accepted }), key).toEqual([])
  }
  for (const [key, refusal] of Object.entries(REFUSED_FEATURES)) {
    expect(problems({ features: { [key]: 'something' } }), key).toHaveLength(1)
    for (const accepted of refusal.accepts ?? [])
      expect(problems({ features: { [key]: accepted } }), key).toEqual([])
  }
})

test('unknown options are refused too, never ignored', () => {
  expect(problems({ themMode: 'dark', features: { swap: true } })).toEqual([
    'the option "themMode" is not an option of AppKit or Foyer',
    'the option "features.swap" is not a feature of AppKit',
  ])
})

test('every network needs the adapter of its namespace, and every adapter a network', () => {
  const solana = {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://solana.example'] } },
  }
  const { networks } = memoryAppKitAdapter()
  expect(problems({ networks: [...networks, solana] })).toEqual([
    expect.stringMatching(
      /^the network "Solana" \(solana:5eyk.*\) has no adapter for solana: add new SolanaAdapter\(\)/,
    ),
  ])
  expect(problems({ networks: [solana], adapters: [] })).toEqual([
    expect.stringContaining('has no adapter for solana'),
  ])
  expect(problems({ adapters: [{ namespace: 'eip155' }] })[0]).toMatch(
    /^adapters\[0\] is not an adapter of @foyer\/appkit: use WagmiAdapter/,
  )
  const { appKitAdapter } = memoryAppKitAdapter()
  expect(problems({ adapters: [{ ...appKitAdapter, projectId: 'other' }] })).toEqual([
    'adapters[0] was given another projectId than createAppKit',
  ])
})

test("createAppKit's customRpcUrls pass only when the adapter already has them", () => {
  expect(problems({ customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:1/1' }] } })).toEqual([])
  expect(problems({ customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] } })).toEqual([
    expect.stringMatching(/^the option "customRpcUrls\["eip155:1"\]" is not supported: /),
  ])
})

test("the README's table names every option, feature, field and attribute Foyer refuses", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const refused = [
    ...Object.keys(REFUSED_OPTIONS),
    ...Object.keys(REFUSED_FEATURES).map((key) => `features.${key}`),
    ...Object.keys(REFUSED_THEME_VARIABLES),
    ...Object.keys(REFUSED_CUSTOM_WALLET_FIELDS),
    ...Object.keys(REFUSED_WAGMI_ADAPTER_OPTIONS),
    ...Object.keys(REFUSED_SOLANA_ADAPTER_OPTIONS),
  ]
  // In backticks, alone or with the value it is refused at (`enableWallets: false`).
  const named = (name: string) =>
    new RegExp(`\`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`:]`).test(readme)
  expect(refused.filter((name) => !named(name))).toEqual([])
})
