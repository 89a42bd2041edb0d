import { expect, test, vi } from 'vitest'
import { connectedSwapper, serveSwap } from '../_test/swapService.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { getSwapTokens } from './getSwapTokens.js'

const { requested } = serveSwap()

test('swaps are EVM only: elsewhere the view does not open and the actions say why (SPEC §6, §8)', async () => {
  const { foyer } = await connectedSwapper('solana')
  await expect(getSwapTokens(foyer)).rejects.toMatchObject({
    name: 'SwapError',
    shortMessage: 'Network not supported for Swaps',
    code: 'UNSUPPORTED_CHAIN',
  })
  expect(foyer.open({ view: 'Swap' })).toBe(false)
  expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
    'The Swap view was not opened (open): Network not supported for Swaps (solana).',
  )
  expect(requested()).toEqual([])
})

test('swaps need the services: without them the view does not open and the actions say so', async () => {
  const { foyer } = await connectedSwapper('eip155', null)
  await expect(getSwapTokens(foyer)).rejects.toBeInstanceOf(ServiceNotConfiguredError)
  expect(foyer.open({ view: 'Swap', arguments: { amount: '1' } })).toBe(false)
  expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
    'features.swaps needs apiUrl and projectId',
  )
})

test('open Swap with arguments: the view has them', async () => {
  const { foyer } = await connectedSwapper()
  const opened = { amount: '25', fromToken: 'fUSD', toToken: 'USDT' }
  expect(foyer.open({ view: 'Swap', arguments: opened })).toBe(true)
  expect(foyer.getState().router.history).toEqual([{ view: 'Swap', arguments: opened }])
})
