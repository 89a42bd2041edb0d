// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, render, step, waitFor } from '../_test/render.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { ConnectButtonRenderer } from './ConnectButtonRenderer.js'
import { NetworkButton } from './NetworkButton.js'

const byTestId = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)

test('ConnectButton opens Connect; once connected it shows address and balance and opens Account', async () => {
  const foyer = createTestFoyer()
  const container = await render(
    <>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </>,
    foyer,
  )
  const connect = byTestId(container, 'foyer-connect-button')
  expect(connect?.textContent).toBe('Connect Wallet')
  expect(byTestId(container, 'foyer-account-button')).toBeNull()
  expect(byTestId(container, 'foyer-network-button')?.textContent).toBe('Chain 1')

  await step(() => connect?.click())
  expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Connect' } })
  await step(() => foyer.close())

  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  await waitFor(() => expect(connect?.textContent).toBe('1.234 ETH0xf3…b92266'))
  expect(byTestId(container, 'foyer-account-button')?.textContent).toBe('1.234 ETH0xf3…b92266')
  await step(() => connect?.click())
  expect(foyer.getState().router.view).toBe('Account')

  await step(() => foyer.close())
  await step(() => byTestId(container, 'foyer-network-button')?.click())
  expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Networks' } })
})

test('ConnectButton takes a label; the renderer hands out what a custom button needs', async () => {
  const foyer = createTestFoyer()
  const container = await render(
    <>
      <ConnectButton label="Sign in" />
      <ConnectButtonRenderer>
        {({ isConnected, openNetworks, network }) => (
          <button type="button" data-testid="custom" onClick={openNetworks}>
            {isConnected ? 'yes' : 'no'} {network.caipNetwork?.name}
          </button>
        )}
      </ConnectButtonRenderer>
    </>,
    foyer,
  )
  expect(byTestId(container, 'foyer-connect-button')?.textContent).toBe('Sign in')
  expect(byTestId(container, 'custom')?.textContent).toBe('no Chain 1')
  await step(() => byTestId(container, 'custom')?.click())
  expect(foyer.getState().router.view).toBe('Networks')
})

test('the button refetches its balance when a send invalidates it, and keeps it in the shared query cache', async () => {
  const foyer = createTestFoyer()
  const container = await render(<ConnectButton />, foyer)
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  const button = byTestId(container, 'foyer-connect-button')
  await waitFor(() => expect(button?.textContent).toBe('1.234 ETH0xf3…b92266'))
  const key = ['foyer', 'balance', 'eip155:1', foyer.getState().accounts.eip155?.address]
  expect(foyer.queryClient.getQueryData(key)).toMatchObject({ symbol: 'ETH' })

  foyer.adapter.getBalance = async () => ({
    value: 2_000_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
  })
  // What a mined send does (core's send action): invalidate every balance query.
  await step(() => foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'balance'] }))
  await waitFor(() => expect(button?.textContent).toBe('2 ETH0xf3…b92266'))
})

test('enableNetworkSwitch: false: the network button shows the network and is not a control', async () => {
  const foyer = createTestFoyer({ enableNetworkSwitch: false })
  const container = await render(<NetworkButton />, foyer)
  const network = byTestId(container, 'foyer-network-button')
  expect(network?.tagName).toBe('SPAN')
  expect(network?.textContent).toBe('Chain 1')
  await step(() => network?.click())
  expect(foyer.getState().open).toBe(false)
})

test('a chain the app does not offer: a warning mark and "Unknown Network" in the page’s language, not the chain’s logo', async () => {
  const foyer = createTestFoyer()
  const container = await render(<NetworkButton />, foyer)
  await step(() =>
    foyer.store.setState((state) => {
      const eip155 = state.networks.eip155
      if (!eip155) throw new Error('no eip155 network state')
      return {
        activeNamespace: 'eip155',
        networks: {
          ...state.networks,
          eip155: {
            ...eip155,
            unsupported: true,
            caipNetwork: {
              ...eip155.caipNetwork,
              id: 999,
              caipNetworkId: 'eip155:999',
              name: 'Unknown Network',
            } as never,
          },
        },
        locale: { ...state.locale, messages: { unknownNetwork: 'شبكة غير معروفة' } as never },
      }
    }),
  )
  const network = byTestId(container, 'foyer-network-button')
  expect(network?.textContent).toBe('شبكة غير معروفة')
  expect(network?.querySelector('[data-unsupported]')).not.toBeNull()
  expect(network?.querySelector('img')).toBeNull()
})
