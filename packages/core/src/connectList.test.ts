import { expect, test } from 'vitest'
import { buildConnectList, connectMethodsOrder } from './connectList.js'
import type { Connector } from './connectors/types.js'
import { rememberRecentWallet } from './recentWallets.js'

const wallet = (
  id: string,
  type: Connector['type'] = 'injected',
  explorerId?: string,
): Connector => ({
  id,
  uid: `${id}-uid`,
  name: id,
  namespaces: ['eip155'],
  type,
  explorerId,
})

const ids = (items: ReturnType<typeof buildConnectList>) =>
  items.map((item) =>
    item.kind === 'connector' ? `${item.group}:${item.connector.id}` : `custom:${item.wallet.id}`,
  )

test('connector order: wallet-connect, recent, injected, featured, custom, external', () => {
  const list = buildConnectList({
    connectors: [
      wallet('ext', 'external'),
      wallet('a'),
      wallet('b'),
      wallet('wc', 'walletConnect'),
      wallet('feat', 'external', 'f1'),
      wallet('auth', 'auth'),
    ],
    recentWalletIds: ['b'],
    featuredWalletIds: ['f1'],
    customWallets: [{ id: 'custom1', name: 'Custom' }],
  })
  expect(ids(list)).toEqual([
    'walletConnect:wc',
    'recent:b',
    'injected:a',
    'featured:feat',
    'custom:custom1',
    'external:ext',
  ])
})

test('several recent wallets keep most-recent-first order; injected keep discovery order', () => {
  const list = buildConnectList({
    connectors: [wallet('a'), wallet('b'), wallet('c'), wallet('d')],
    recentWalletIds: ['c', 'a'],
  })
  expect(ids(list)).toEqual(['recent:c', 'recent:a', 'injected:b', 'injected:d'])
})

test('recent wallets: newest first, two kept, no duplicates', () => {
  expect(rememberRecentWallet(['a', 'b'], 'c', 2)).toEqual(['c', 'a'])
  expect(rememberRecentWallet(['a', 'b'], 'b', 2)).toEqual(['b', 'a'])
})

test('connect methods: email, social, wallet by default; wallet first with a browser wallet', () => {
  const features = { email: true, socials: ['google'] as const, connectMethodsOrder: undefined }
  expect(connectMethodsOrder(features, false)).toEqual(['email', 'social', 'wallet'])
  expect(connectMethodsOrder(features, true)).toEqual(['wallet', 'email', 'social'])
  expect(connectMethodsOrder({ ...features, email: false, socials: false }, false)).toEqual([
    'wallet',
  ])
  expect(
    connectMethodsOrder({ ...features, connectMethodsOrder: ['social', 'wallet'] }, true),
  ).toEqual(['social', 'wallet'])
})

const entry = (id: string, rdns: string | null = null) => ({
  id,
  name: id,
  image_id: id,
  rdns,
  homepage: `https://${id}.example`,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: null,
})

test('directory wallets: featured in the options order, then 4 recommended; installed ones not repeated', () => {
  const list = buildConnectList({
    connectors: [wallet('io.metamask')],
    recentWalletIds: [],
    featuredWalletIds: ['zerion', 'rainbow'],
    featuredWallets: [entry('rainbow'), entry('zerion')],
    customWallets: [{ id: 'custom1', name: 'Custom' }],
    recommendedWallets: [
      entry('metamask', 'io.metamask'),
      entry('rainbow'),
      entry('a'),
      entry('b'),
      entry('c'),
      entry('d'),
      entry('e'),
    ],
  })
  const names = list.map((item) =>
    item.kind === 'connector'
      ? `${item.group}:${item.connector.id}`
      : `${item.group}:${item.wallet.id}`,
  )
  expect(names).toEqual([
    'injected:io.metamask',
    'featured:zerion',
    'featured:rainbow',
    'custom:custom1',
    'recommended:a',
    'recommended:b',
    'recommended:c',
    'recommended:d',
  ])
})

test('wallets paired through WalletConnect come back as recent, newest first, and once', () => {
  const list = buildConnectList({
    connectors: [wallet('wc', 'walletConnect'), wallet('io.metamask')],
    recentWalletIds: ['custom1', 'zerion'],
    customWallets: [{ id: 'custom1', name: 'Custom' }],
    featuredWalletIds: ['zerion'],
    featuredWallets: [entry('zerion')],
    recentWallets: [entry('zerion')],
    recommendedWallets: [entry('zerion'), entry('a')],
  })
  const names = list.map((item) =>
    item.kind === 'connector'
      ? `${item.group}:${item.connector.id}`
      : `${item.group}:${item.wallet.id}`,
  )
  expect(names).toEqual([
    'walletConnect:wc',
    'recent:custom1',
    'recent:zerion',
    'injected:io.metamask',
    'recommended:a',
  ])
})

test('a wallet offering EVM and Solana is one row: its side for the family in use, recent by either id', () => {
  const evm: Connector = { ...wallet('dev.foyer.wallet'), name: 'Foyer Dev Wallet' }
  const sol: Connector = {
    id: 'Foyer Dev Wallet',
    uid: 'solana:Foyer Dev Wallet',
    name: 'Foyer Dev Wallet',
    namespaces: ['solana'],
    type: 'walletStandard',
  }
  const solOnly: Connector = { ...sol, id: 'Sol', uid: 'solana:Sol', name: 'Sol' }
  // Two EVM wallets with one name stay two rows: only sides of different families merge.
  const twin: Connector = { ...evm, id: 'twin', uid: 'twin-uid' }
  const list = (preferredNamespace: 'eip155' | 'solana', recentWalletIds: string[] = []) =>
    buildConnectList({
      connectors: [evm, sol, solOnly, twin],
      recentWalletIds,
      preferredNamespace,
    })
  expect(ids(list('eip155'))).toEqual([
    'injected:dev.foyer.wallet',
    'injected:Sol',
    'injected:twin',
  ])
  const [first] = list('solana')
  expect(first).toMatchObject({ connector: { uid: 'solana:Foyer Dev Wallet' } })
  expect(first?.kind === 'connector' && first.otherSides?.map((side) => side.uid)).toEqual([
    'dev.foyer.wallet-uid',
  ])
  expect(ids(list('eip155', ['Sol', 'Foyer Dev Wallet']))).toEqual([
    'recent:Sol',
    'recent:dev.foyer.wallet',
    'injected:twin',
  ])
})
