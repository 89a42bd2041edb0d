import { expect, test } from 'vitest'
import { connectedSwapper, ETH, FUSD, serveSwap } from '../_test/swapService.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { maxSwapAmount } from './maxSwapAmount.js'

const { answers, requested } = serveSwap()

test('all of a token: the balance as it is, nothing asked', async () => {
  const { foyer } = await connectedSwapper()
  await expect(maxSwapAmount(foyer, { token: FUSD, balance: '12.5' })).resolves.toBe('12.5')
  expect(requested()).toEqual([])
})

test('of the coin, the balance less 300 000 gas at the fast price; 0 when the fee takes it all', async () => {
  const { foyer } = await connectedSwapper()
  answers['/gas-price'] = () => ({
    standard: '1000000000',
    fast: '2000000000',
    instant: '3000000000',
  })
  // 300 000 × 2 gwei = 0.0006 ETH.
  await expect(maxSwapAmount(foyer, { token: ETH, balance: '1' })).resolves.toBe('0.9994')
  await expect(maxSwapAmount(foyer, { token: ETH, balance: '0.0005' })).resolves.toBe('0')
  expect(requested().map((url) => url.searchParams.get('chainId'))).toEqual([
    'eip155:1',
    'eip155:1',
  ])
})

test('the coin without the swap service: ServiceNotConfiguredError', async () => {
  const { foyer } = await connectedSwapper('eip155', null)
  await expect(maxSwapAmount(foyer, { token: ETH, balance: '1' })).rejects.toBeInstanceOf(
    ServiceNotConfiguredError,
  )
})
