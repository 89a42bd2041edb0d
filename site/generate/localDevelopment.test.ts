// @vitest-environment happy-dom
// The local-development guide's configuration, run as written: the devnet's chains under their own names
// (viem's `anvil` chain would make the modal say "Anvil"), the development stack's project and services.
import { getNetworks } from '@foyer/core'
import { expect, test, vi } from 'vitest'

// The services are not running here (and another stack may be, on the same ports): calls to them never answer.
vi.stubGlobal('fetch', () => new Promise(() => {}))
const { foyer } = await import('../snippets/local-development/foyer.js')

test('the guide’s Foyer offers the devnet’s two chains by name, on the stack’s services', () => {
  expect(
    getNetworks(foyer).map(({ caipNetworkId, name, rpcUrls }) => [
      caipNetworkId,
      name,
      rpcUrls.default.http[0],
    ]),
  ).toEqual([
    ['eip155:31337', 'Foyer Devnet', 'http://127.0.0.1:8545'],
    ['eip155:31338', 'Foyer Devnet L2', 'http://127.0.0.1:8546'],
  ])
  expect(foyer.options).toMatchObject({
    projectId: 'foyer-demo',
    apiUrl: 'http://127.0.0.1:4000',
    authUrl: 'http://localhost:4100',
    relayUrl: 'ws://127.0.0.1:4500',
    defaultNetwork: 'eip155:31337',
  })
  foyer.destroy()
})
