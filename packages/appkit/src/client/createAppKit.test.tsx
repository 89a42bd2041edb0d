// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { createMemoryAppKit, render, step, waitFor } from '../_test/memoryAppKit.js'
import { ELEMENT_TAGS } from '../elements/attributes.js'

test('the web components are defined by createAppKit, never by importing the package', async () => {
  await import('../exports/react.js')
  for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).toBeUndefined()
  await createMemoryAppKit()
  for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).toBeDefined()
})

test("<appkit-button> is Foyer's connect button, and opens Foyer's modal without any provider", async () => {
  const appKit = await createMemoryAppKit()
  const page = await render(
    <>
      <appkit-button label="Sign in with a wallet" />
      <appkit-network-button />
      <appkit-account-button />
    </>,
  )
  const connect = await waitFor(() => {
    const button = page.querySelector<HTMLButtonElement>('appkit-button button')
    if (!button) throw new Error('not rendered yet')
    return button
  })
  expect(connect.dataset.testid).toBe('foyer-connect-button')
  expect(connect.textContent).toBe('Sign in with a wallet')
  expect(page.querySelector('appkit-network-button button')?.textContent).toContain('Chain 1')
  // Disconnected, Foyer's account button renders nothing, as AppKit's.
  expect(page.querySelector('appkit-account-button')?.children).toHaveLength(0)

  await step(() => connect.click())
  expect(appKit.isOpen()).toBe(true)
  await waitFor(() => {
    const title = document.querySelector('foyer-modal')?.shadowRoot?.querySelector('#foyer-title')
    expect(title?.textContent).toBe('Connect Wallet')
  })

  await step(() => appKit.foyer.connect({ connectorUid: 'memory-1' }))
  await waitFor(() =>
    expect(page.querySelector('appkit-account-button button')?.textContent).toBe(
      '1.234 ETH0xf3…b92266',
    ),
  )
})

test('balance="hide" hides the balance; an attribute Foyer cannot honour is said once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await createMemoryAppKit()
  await render(
    <>
      <appkit-button size="sm" disabled balance="hide" />
      <appkit-button size="sm" />
      <appkit-button size="md" balance="show" />
    </>,
  )
  const said = warn.mock.calls
    .map(([text]) => String(text))
    .filter((text) => text.startsWith('@foyer/appkit'))
  expect(said).toEqual([
    expect.stringMatching(
      /^@foyer\/appkit: <appkit-button size="sm"> is not supported: Foyer's buttons have one size/,
    ),
    expect.stringMatching(
      /^@foyer\/appkit: <appkit-button disabled=""> is not supported: Foyer's buttons cannot be disabled/,
    ),
  ])
  const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
  expect(rules.map((rule) => rule.cssText).join('\n')).toMatch(
    /appkit-button\[balance=.hide.\].*\.foyer-button-detail/s,
  )
})

test('open() maps AppKit views to Foyer views, and rejects what Foyer cannot show', async () => {
  const appKit = await createMemoryAppKit()
  await step(() => appKit.open({ view: 'Networks' }))
  expect(appKit.foyer.getState().router.view).toBe('Networks')
  await step(() => appKit.close())
  expect(appKit.isOpen()).toBe(false)
  await step(() => appKit.open({ view: 'WalletSend' }))
  expect(appKit.foyer.getState().router.view).toBe('Send')
  await expect(appKit.open({ view: 'WhatIsANetwork' })).rejects.toThrow(
    '@foyer/appkit: open({ view: "WhatIsANetwork" }) is not supported: Foyer has no "What is a network?" view',
  )
  await expect(appKit.open({ uri: 'wc:abc' as never })).rejects.toThrow('open({ uri })')
  // SPEC §8: the memory adapter reports no WalletConnect connector.
  await expect(appKit.open({ view: 'ConnectingWalletConnectBasic' })).rejects.toThrow(
    '@foyer/appkit: open({ view: "ConnectingWalletConnectBasic" }): wallet-connect connector not found',
  )
})
