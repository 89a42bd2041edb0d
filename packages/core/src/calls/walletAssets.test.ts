import { expect, test } from 'vitest'
import { parseWalletAssets } from './walletAssets.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdc = () => ({
  address: USDC,
  balance: '0x1e8480', // 2_000_000: 2 USDC
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 0.999,
    iconUrl: 'https://i.test/usdc.png',
  },
})
const eth = () => ({
  address: 'native',
  balance: '0x14d1120d7b160000', // 1.5 ETH
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, iconUrl: '' },
})

test('a valid answer: the data service’s token balances, with exact quantities and their values', () => {
  expect(parseWalletAssets([eth(), usdc()], 'eip155:1')).toEqual([
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 2000,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: `eip155:1:${USDC}`,
      value: 2 * 0.999,
      price: 0.999,
      quantity: { decimals: '6', numeric: '2' },
      iconUrl: 'https://i.test/usdc.png',
    },
  ])
  // The chain's coin has no address, whatever the wallet wrote there (SPEC §3 'Token balance').
  expect(parseWalletAssets([eth()], 'eip155:1')?.[0]).not.toHaveProperty('address')
  // Nothing held is a valid answer too.
  expect(parseWalletAssets([], 'eip155:1')).toEqual([])
})

type Asset = ReturnType<typeof usdc>
/** One broken rule of SPEC §3's sentence each: the whole answer is then ignored. */
const broken: [string, (asset: Asset) => unknown][] = [
  ['no address', ({ address: _, ...asset }) => asset],
  ['a numeric address', (asset) => ({ ...asset, address: 1 })],
  ['no balance', ({ balance: _, ...asset }) => asset],
  ['a numeric balance', (asset) => ({ ...asset, balance: 2_000_000 })],
  ['a balance that is not hex', (asset) => ({ ...asset, balance: '2000000' })],
  ['no type', ({ type: _, ...asset }) => asset],
  ['another type', (asset) => ({ ...asset, type: 'ERC721' })],
  ['ERC-7811’s lower-case type', (asset) => ({ ...asset, type: 'erc20' })],
  ['no metadata', ({ metadata: _, ...asset }) => asset],
  ['null metadata', (asset) => ({ ...asset, metadata: null })],
  [
    'metadata without a name',
    (asset) => ({ ...asset, metadata: { ...asset.metadata, name: undefined } }),
  ],
  ['a numeric name', (asset) => ({ ...asset, metadata: { ...asset.metadata, name: 1 } })],
  ['no symbol', (asset) => ({ ...asset, metadata: { ...asset.metadata, symbol: undefined } })],
  ['no iconUrl', (asset) => ({ ...asset, metadata: { ...asset.metadata, iconUrl: undefined } })],
  ['a null iconUrl', (asset) => ({ ...asset, metadata: { ...asset.metadata, iconUrl: null } })],
  ['no decimals', (asset) => ({ ...asset, metadata: { ...asset.metadata, decimals: undefined } })],
  [
    'decimals as a string',
    (asset) => ({ ...asset, metadata: { ...asset.metadata, decimals: '6' } }),
  ],
  [
    'fractional decimals',
    (asset) => ({ ...asset, metadata: { ...asset.metadata, decimals: 1.5 } }),
  ],
  ['no price', (asset) => ({ ...asset, metadata: { ...asset.metadata, price: undefined } })],
  ['a price as a string', (asset) => ({ ...asset, metadata: { ...asset.metadata, price: '1' } })],
  [
    'a price that is not a number',
    (asset) => ({ ...asset, metadata: { ...asset.metadata, price: Number.NaN } }),
  ],
  ['not an object', () => 'USDC'],
]

test.each(broken)('%s: the answer is ignored (undefined)', (_, breakIt) => {
  // The broken asset among valid ones: every asset must follow the rule.
  expect(parseWalletAssets([eth(), breakIt(usdc())], 'eip155:1')).toBeUndefined()
})

test('an answer that is not a list is ignored', () => {
  for (const answer of [undefined, null, 'assets', 1, { '0x1': [eth()] }, { assets: [eth()] }])
    expect(parseWalletAssets(answer, 'eip155:1')).toBeUndefined()
})
