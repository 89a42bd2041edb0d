import { DEVNET_ONRAMP_TREASURY, SOLANA_DEVNET } from '@foyer/devnet'
import { expect, test } from 'vitest'
import { configuredOnramp } from './environment.js'

const CHAINS = [
  {
    id: 31337,
    name: 'Foyer Devnet',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]
const CLUSTERS = [
  {
    reference: SOLANA_DEVNET.caipReference,
    name: SOLANA_DEVNET.name,
    rpcUrl: 'http://127.0.0.1:8899',
  },
]
const TOKENS = JSON.stringify([
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        chainId: 'eip155:8453',
        contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        decimals: 6,
      },
    ],
  },
])
const PRODUCTION = { NODE_ENV: 'production' }
const deployed = (env: Record<string, string>) =>
  configuredOnramp({ devnet: false, chains: CHAINS, solanaClusters: [] }, { ...PRODUCTION, ...env })

test('a deployment has no onramp provider unless its environment names one', async () => {
  expect(await deployed({})).toBeUndefined()
  expect(await deployed({ FOYER_API_ONRAMP_TOKENS: TOKENS })).toBeUndefined()
  await expect(deployed({ FOYER_API_ONRAMP_SANDBOX: '{"prices":{"USDC":"1"}}' })).rejects.toThrow(
    /FOYER_API_ONRAMP_TOKENS is required/,
  )
})

test('outside development the sandbox never gets a treasury: it may run, paying nothing out', async () => {
  const treasury = JSON.stringify({
    prices: { USDC: '1' },
    treasury: { evm: DEVNET_ONRAMP_TREASURY.privateKey },
  })
  await expect(
    deployed({ FOYER_API_ONRAMP_TOKENS: TOKENS, FOYER_API_ONRAMP_SANDBOX: treasury }),
  ).rejects.toThrow(/treasury is for development only/)
  const plain = await deployed({
    FOYER_API_ONRAMP_TOKENS: TOKENS,
    FOYER_API_ONRAMP_SANDBOX: '{"prices":{"USDC":"1"}}',
  })
  expect(plain?.sandbox).toEqual({ prices: { USDC: '1' }, fiatRates: { USD: '1', EUR: '1.08' } })
  // In development the same setting is taken.
  const development = await configuredOnramp(
    { devnet: false, chains: CHAINS, solanaClusters: [] },
    {
      FOYER_ENV: 'development',
      FOYER_API_ONRAMP_TOKENS: TOKENS,
      FOYER_API_ONRAMP_SANDBOX: treasury,
    },
  )
  expect(development?.sandbox?.treasury?.evm).toBe(DEVNET_ONRAMP_TREASURY.privateKey)
})

test('serving the devnet, the sandbox sells the devnet’s tokens from its treasury unless turned off', async () => {
  const dev = { FOYER_ENV: 'development' }
  const onramp = await configuredOnramp(
    { devnet: true, chains: CHAINS, solanaClusters: CLUSTERS },
    dev,
  )
  expect(onramp?.purchaseCurrencies.map((token) => token.id)).toEqual([
    'ETH',
    'FOY',
    'fUSD',
    'USDT',
    'SOL',
  ])
  expect(
    onramp?.purchaseCurrencies.find((token) => token.id === 'fUSD')?.networks.map((n) => n.chainId),
  ).toEqual(['eip155:31337', `solana:${SOLANA_DEVNET.caipReference}`])
  expect(onramp?.sandbox?.treasury?.evm).toBe(DEVNET_ONRAMP_TREASURY.privateKey)
  expect(
    await configuredOnramp(
      { devnet: true, chains: CHAINS, solanaClusters: CLUSTERS },
      { ...dev, FOYER_API_ONRAMP_SANDBOX: 'false' },
    ),
  ).toBeUndefined()
})

test('MoonPay needs both keys, of one mode, and currency codes for tokens that are sold', async () => {
  const moonpay = JSON.stringify({
    apiKey: 'pk_test_abc',
    currencyCodes: { 'USDC@eip155:8453': 'usdc_base' },
  })
  const base = { FOYER_API_ONRAMP_TOKENS: TOKENS, FOYER_API_MOONPAY: moonpay }
  const onramp = await deployed({ ...base, FOYER_API_MOONPAY_SECRET_KEY: 'sk_test_secret123' })
  expect(onramp?.moonpay).toEqual({
    apiKey: 'pk_test_abc',
    secretKey: 'sk_test_secret123',
    currencyCodes: { 'USDC@eip155:8453': 'usdc_base' },
    widgetUrl: 'https://buy-sandbox.moonpay.com',
    apiUrl: 'https://api.moonpay.com',
  })
  await expect(deployed(base)).rejects.toThrow(/FOYER_API_MOONPAY_SECRET_KEY: expected/)
  const live = deployed({ ...base, FOYER_API_MOONPAY_SECRET_KEY: 'sk_live_secret123' })
  await expect(live).rejects.toThrow(/both be test keys or both live keys/)
  // The secret's text is never part of a message.
  await expect(live).rejects.not.toThrow(/secret123/)
  await expect(
    deployed({
      ...base,
      FOYER_API_MOONPAY: JSON.stringify({
        apiKey: 'pk_test_abc',
        currencyCodes: { 'USDC@eip155:1': 'usdc' },
      }),
      FOYER_API_MOONPAY_SECRET_KEY: 'sk_test_secret123',
    }),
  ).rejects.toThrow(/names tokens not sold/)
})
