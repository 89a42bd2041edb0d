import { expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { setThemeMode } from './setThemeMode.js'
import { watchNetwork } from './watchNetwork.js'

inABrowserLikePage()

test('calls back with the network state when the active namespace’s network changes', async () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchNetwork(foyer, onChange)
  setThemeMode(foyer, 'dark')
  expect(onChange).not.toHaveBeenCalled()
  await foyer.switchNetwork({ caipNetworkId: 'eip155:10' })
  expect(onChange).toHaveBeenCalledWith(foyer.getState().networks.eip155, expect.anything())
  expect(onChange.mock.lastCall?.[0]?.caipNetwork?.caipNetworkId).toBe('eip155:10')
})

test('a namespace given is watched alone: another’s switch does not call back', async () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchNetwork(foyer, onChange, 'solana')
  await foyer.switchNetwork({ caipNetworkId: 'eip155:10' })
  expect(onChange).not.toHaveBeenCalled()
  await foyer.switchNetwork({ caipNetworkId: 'solana:testnet' })
  expect(onChange.mock.lastCall?.[0]?.caipNetwork?.caipNetworkId).toBe('solana:testnet')
})

test('the unsubscribe it returns stops it', async () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  const stop = watchNetwork(foyer, onChange)
  stop()
  await foyer.switchNetwork({ caipNetworkId: 'eip155:10' })
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(onChange).not.toHaveBeenCalled()
})
