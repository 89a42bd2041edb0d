import { expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NetworkSwitchDisabledError } from '../errors/walletActions.js'
import { englishMessages } from '../messages/enLoad.js'

inABrowserLikePage()

const setup = () => {
  const adapter = createMemoryAdapter()
  const [first, second] = adapter.networks
  if (!first || !second) throw new Error('the memory adapter has two networks')
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    storage: null,
    enableNetworkSwitch: false,
  })
  const switches = vi.spyOn(adapter, 'switchNetwork')
  return { adapter, first, second, foyer, switches }
}

test('enableNetworkSwitch: false: the host’s switchNetwork() switches nothing and says why', async () => {
  const { adapter, first, second, foyer, switches } = setup()
  await foyer.connect({ connectorUid: adapter.connector.uid })
  const refusal = foyer.switchNetwork({ caipNetworkId: second.caipNetworkId })
  await expect(refusal).rejects.toBeInstanceOf(NetworkSwitchDisabledError)
  await expect(refusal).rejects.toMatchObject({
    code: 'NETWORK_SWITCH_DISABLED',
    details: expect.stringContaining('enableNetworkSwitch is false'),
  })
  expect(switches).not.toHaveBeenCalled()
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe(first.caipNetworkId)
  // The network already shown is no switch: asking for it is not an error.
  await expect(foyer.switchNetwork({ caipNetworkId: first.caipNetworkId })).resolves.toBeUndefined()
})

test('...nor records another network for the next connection', async () => {
  const { first, second, foyer } = setup()
  await expect(foyer.switchNetwork({ caipNetworkId: second.caipNetworkId })).rejects.toMatchObject({
    code: 'NETWORK_SWITCH_DISABLED',
  })
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe(first.caipNetworkId)
})

test('...and the wallet’s own switch is still followed', async () => {
  const { adapter, second, foyer } = setup()
  await foyer.connect({ connectorUid: adapter.connector.uid })
  adapter.walletSwitchesTo(second.id)
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe(second.caipNetworkId)
})

test('the refusal reads in English once the catalogue is there, naming what the visitor can do', () => {
  expect(englishMessages.networkSwitchDisabled).toBe(
    'This app does not switch networks. Change the network in your wallet.',
  )
  expect(new NetworkSwitchDisabledError('eip155:10').message).toContain(
    'enableNetworkSwitch is false: no switch to eip155:10',
  )
})
