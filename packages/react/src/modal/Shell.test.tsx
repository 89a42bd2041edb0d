// @vitest-environment happy-dom
import { pushView } from '@foyer/core/internal'
import { useEffect, useRef } from 'react'
import { expect, test } from 'vitest'
import { createTestFoyer, render, step } from '../_test/render.js'
import { RegistryContext } from './registryContext.js'
import { Shell } from './Shell.js'
import type { ViewRegistry } from './viewEntry.js'

function Plain() {
  return <p>plain</p>
}

/** A view whose control takes the visitor's next keys, as the code boxes do. */
function FocusesItsField() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label="Code" data-testid="own-field" />
}

const registry = {
  views: {
    Connect: { title: 'connectWallet', component: Plain },
    AllWallets: { title: 'allWallets', component: FocusesItsField },
    WhatIsAWallet: { title: 'whatIsAWallet', component: Plain },
  } as Partial<ViewRegistry> as ViewRegistry,
  activity: () => Promise.reject(new Error('not in this test')),
  nfts: () => Promise.reject(new Error('not in this test')),
}

test('a new view puts focus on its title, unless it focused its own field; then its title is announced', async () => {
  const foyer = createTestFoyer()
  const container = await render(
    <RegistryContext.Provider value={registry}>
      <Shell closable />
    </RegistryContext.Provider>,
    foyer,
  )
  const heading = container.querySelector('#foyer-title') as HTMLElement
  const announcement = container.querySelector(
    '[data-testid="foyer-view-announcement"]',
  ) as HTMLElement
  expect(announcement.getAttribute('aria-live')).toBe('polite')

  await step(() => pushView(foyer, 'AllWallets'))
  expect(document.activeElement).toBe(container.querySelector('[data-testid="own-field"]'))
  expect(announcement.textContent).toBe('All Wallets')

  await step(() => pushView(foyer, 'WhatIsAWallet'))
  expect(document.activeElement).toBe(heading)
  expect(heading.textContent).toBe('What is a wallet?')
  // The heading's focus announces it: the live region says nothing more.
  expect(announcement.textContent).toBe('')
})
