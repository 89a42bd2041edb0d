import { expect, test } from 'vitest'
import { createRpcCache } from './cache.js'

test('a chain id is kept; the head for a second; a receipt only once it is final', () => {
  let time = 0
  const cache = createRpcCache({ now: () => time })
  cache.offer('eip155:1', 'eth_chainId', [], '0x1')
  cache.offer('eip155:1', 'eth_blockNumber', [], '0x100')
  const receipt = (block: number) => ({ blockNumber: `0x${block.toString(16)}`, status: '0x1' })
  cache.offer('eip155:1', 'eth_getTransactionReceipt', ['0xaa'], receipt(0x100 - 10))
  cache.offer('eip155:1', 'eth_getTransactionReceipt', ['0xbb'], receipt(0x100 - 64))
  cache.offer('eip155:1', 'eth_getBalance', ['0x1', 'latest'], '0x5')
  expect(cache.get('eip155:1', 'eth_chainId', [])).toEqual({ value: '0x1' })
  expect(cache.get('eip155:1', 'eth_getTransactionReceipt', ['0xaa'])).toBeUndefined()
  expect(cache.get('eip155:1', 'eth_getTransactionReceipt', ['0xbb'])?.value).toEqual(
    receipt(0x100 - 64),
  )
  expect(cache.get('eip155:1', 'eth_getBalance', ['0x1', 'latest'])).toBeUndefined()
  // Another chain shares nothing.
  expect(cache.get('eip155:10', 'eth_chainId', [])).toBeUndefined()
  expect(cache.get('eip155:1', 'eth_blockNumber', [])).toEqual({ value: '0x100' })
  time += 1_000
  expect(cache.get('eip155:1', 'eth_blockNumber', [])).toBeUndefined()
  expect(cache.get('eip155:1', 'eth_chainId', [])).toEqual({ value: '0x1' })
})

test('null answers and malformed numbers are not kept; the least recently used goes first', () => {
  const cache = createRpcCache({ maxEntries: 2 })
  cache.offer('c', 'eth_getBlockByHash', ['0x1', false], null)
  expect(cache.get('c', 'eth_getBlockByHash', ['0x1', false])).toBeUndefined()
  cache.offer('c', 'eth_blockNumber', [], 'not a number')
  expect(cache.get('c', 'eth_blockNumber', [])).toBeUndefined()
  cache.offer('c', 'eth_getBlockByHash', ['0x1', false], { hash: '0x1' })
  cache.offer('c', 'eth_getBlockByHash', ['0x2', false], { hash: '0x2' })
  cache.get('c', 'eth_getBlockByHash', ['0x1', false])
  cache.offer('c', 'eth_getBlockByHash', ['0x3', false], { hash: '0x3' })
  expect(cache.get('c', 'eth_getBlockByHash', ['0x2', false])).toBeUndefined()
  expect(cache.get('c', 'eth_getBlockByHash', ['0x1', false])).toBeDefined()
  expect(cache.get('c', 'eth_getBlockByHash', ['0x3', false])).toBeDefined()
})
