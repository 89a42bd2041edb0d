import { expect, test } from 'vitest'
import { activityQuantity, amountSign, groupActivity, visibleActivity } from './activity.js'
import type { HistoryItem } from './api/schemas.js'

const item = (
  id: string,
  minedAt: string,
  options: {
    chain?: string
    op?: HistoryItem['metadata']['operationType']
    spam?: boolean
    nftSpam?: boolean
  } = {},
): HistoryItem => ({
  id,
  metadata: {
    operationType: options.op ?? 'send',
    hash: `0x${id}`,
    minedAt,
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    nonce: 0,
    chain: (options.chain ?? 'eip155:1') as HistoryItem['metadata']['chain'],
  },
  transfers: [
    options.nftSpam
      ? {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Prize', flags: { is_spam: true } },
        }
      : {
          direction: 'out',
          quantity: { numeric: '1.23456' },
          fungible_info: { name: 'Ether', symbol: 'ETH', is_spam: options.spam ?? false },
        },
  ],
})

test("signs: '+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn; none otherwise", () => {
  expect(['receive', 'deposit', 'borrow', 'claim'].map(amountSign)).toEqual(['+', '+', '+', '+'])
  expect(['withdraw', 'repay', 'burn'].map(amountSign)).toEqual(['-', '-', '-'])
  expect(['send', 'mint', 'approve', 'trade', 'execute'].map(amountSign)).toEqual([
    '',
    '',
    '',
    '',
    '',
  ])
})

test('quantities show 3 decimals, truncated', () => {
  expect(activityQuantity('1.23456')).toBe('1.234')
  expect(activityQuantity('1000')).toBe('1,000.000')
  expect(activityQuantity('1000.01', 'de')).toBe('1.000,010')
  expect(activityQuantity('0.01')).toBe('0.010')
  expect(activityQuantity('0.0009')).toBe('0.000')
})

test('only the connected chain, spam (fungible or NFT) left out', () => {
  const items = [
    item('a', '2026-01-02T00:00:00Z'),
    item('b', '2026-01-03T00:00:00Z', { chain: 'eip155:10' }),
    item('c', '2026-01-04T00:00:00Z', { spam: true }),
    item('d', '2026-01-05T00:00:00Z', { nftSpam: true }),
  ]
  expect(visibleActivity(items, 'eip155:1').map((entry) => entry.id)).toEqual(['a'])
})

test('grouped by year and month, newest first, newest first within a month', () => {
  const groups = groupActivity([
    item('jan-old', '2025-01-03T10:00:00Z'),
    item('nov-1', '2026-11-01T10:00:00Z'),
    item('dec-24', '2025-12-24T10:00:00Z'),
    item('nov-20', '2026-11-20T10:00:00Z'),
  ])
  expect(
    groups.map((group) => [group.year, group.month, group.items.map((entry) => entry.id)]),
  ).toEqual([
    [2026, 11, ['nov-20', 'nov-1']],
    [2025, 12, ['dec-24']],
    [2025, 1, ['jan-old']],
  ])
})
