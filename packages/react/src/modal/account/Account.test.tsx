// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openAccount,
  step,
  title,
  type,
  waitFor,
} from '../../_test/render.js'

async function openConnected(options: Parameters<typeof createTestFoyer>[0] = {}) {
  const foyer = createTestFoyer(options)
  return { foyer, shadow: await openAccount(foyer) }
}

test('Copy address writes the full address and toasts', async () => {
  const writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const { shadow } = await openConnected()
  await click('Copy address')
  expect(writeText).toHaveBeenCalledWith('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(get('[role="status"]', shadow).textContent).toBe('Address copied')
})

test('Networks: the current one is marked; switching goes back to Account', async () => {
  const { foyer, shadow } = await openConnected()
  await click(get('[data-testid="foyer-account-network"]', shadow))
  expect(title(shadow)).toBe('Choose Network')
  expect(get('[aria-current="true"]', shadow).textContent).toBe('Chain 1')

  await click(get('[data-testid="network-eip155:10"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Account'))
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(get('[data-testid="foyer-account-network"]', shadow).textContent).toBe('Chain 10')
})

test('enableNetworkSwitch: false: Account shows the network as a row that is not a control', async () => {
  const { foyer, shadow } = await openConnected({ enableNetworkSwitch: false })
  const row = get('[data-testid="foyer-account-network"]', shadow)
  expect(row.tagName).toBe('DIV')
  expect(row.textContent).toBe('Chain 1')
  await click(row)
  expect(title(shadow)).toBe('Account')
  expect(foyer.getState().router.history).toHaveLength(1)
})

test('Networks: a failed switch shows the error and the list stays usable', async () => {
  const { foyer, shadow } = await openConnected()
  const realSwitch = foyer.adapter.switchNetwork
  foyer.adapter.switchNetwork = async () => {
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  await step(() => foyer.open({ view: 'Networks' }))
  await click(get('[data-testid="network-eip155:10"]', shadow))
  expect(get('[role="alert"]', shadow).textContent).toBe('Request rejected in the wallet')
  expect(title(shadow)).toBe('Choose Network')

  foyer.adapter.switchNetwork = realSwitch
  await click(get('[data-testid="network-eip155:10"]', shadow))
  // Opened directly on Networks: nothing to go back to, so it closes.
  await waitFor(() => expect(foyer.getState().open).toBe(false))
  expect(foyer.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:10')
})

test('UnsupportedChain: explains, lists networks, and a switch leaves it', async () => {
  const { foyer, shadow } = await openConnected()
  await step(() => foyer.adapter.walletSwitchesTo(999))
  expect(title(shadow)).toBe('Switch Network')
  expect(shadow.textContent).toContain('This app doesn’t support your current network.')
  expect(shadow.querySelector('[aria-current="true"]')).toBeNull()
  await click(get('[data-testid="network-eip155:1"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Account'))
})

test('Sign Message: signs what was typed and shows the signature', async () => {
  const { shadow } = await openConnected()
  await click('Sign message')
  const textarea = get<HTMLTextAreaElement>('textarea', shadow)
  expect(get(`label[for="${textarea.id}"]`, shadow).textContent).toBe('Message')
  await step(() => type(textarea, 'hello'))
  await click('Sign')
  const signature = await waitFor(() => get('[data-testid="foyer-signature"]', shadow))
  expect(signature.textContent).toBe('signed:hello')
})

test('Sign Message: a rejection is shown as an alert', async () => {
  const { foyer, shadow } = await openConnected()
  foyer.adapter.signMessage = async () => {
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  await step(() => foyer.open({ view: 'SignMessage' }))
  await step(() => type(get<HTMLTextAreaElement>('textarea', shadow), 'hello'))
  await click('Sign')
  const alert = await waitFor(() => get('[role="alert"]', shadow))
  expect(alert.textContent).toBe('Request rejected in the wallet')
})

test('Disconnect disconnects and closes', async () => {
  const { foyer } = await openConnected()
  await click('Disconnect')
  await waitFor(() => expect(foyer.getState().open).toBe(false))
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})
