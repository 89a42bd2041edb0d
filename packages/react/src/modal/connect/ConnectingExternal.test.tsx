// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { expect, test } from 'vitest'
import { click, createTestFoyer, get, modal, render, step, waitFor } from '../../_test/render.js'
import { FoyerContext } from '../../context.js'
import { ConnectingExternal } from './ConnectingExternal.js'

test('a rejected connection shows the error and a retry that connects; back stays usable', async () => {
  const foyer = createTestFoyer()
  const realConnect = foyer.adapter.connect
  let calls = 0
  foyer.adapter.connect = async (parameters) => {
    calls++
    if (calls === 1) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return realConnect(parameters)
  }
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  const shadow = await waitFor(() => modal())

  await click(get('[data-testid="wallet-memory"]', shadow))
  const alert = await waitFor(() => get('[role="alert"]', shadow))
  expect(alert.textContent).toBe('Request rejected in the wallet')
  // Issue 40: the failure has its own headline, not the waiting state's 'Continue in …' above it.
  expect(get('[data-testid="foyer-connect-error-title"]', shadow).textContent).toMatch(
    /^Couldn’t connect to /,
  )
  expect(shadow.textContent).not.toContain('Continue in')
  expect(get('[data-testid="foyer-connect-retry"]', shadow).className).toBe('primary')
  expect(calls).toBe(1)
  expect(shadow.querySelector('[aria-label="Back"]')).not.toBeNull()
  expect(foyer.getState().open).toBe(true)

  await click('Try again')
  await waitFor(() => expect(foyer.getState().open).toBe(false))
  expect(calls).toBe(2)
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
})

test('going back after an error returns to the wallet list', async () => {
  const foyer = createTestFoyer()
  foyer.adapter.connect = async () => {
    throw Object.assign(new Error('nope'), { code: 4001 })
  }
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  const shadow = await waitFor(() => modal())
  await click(get('[data-testid="wallet-memory"]', shadow))
  await waitFor(() => get('[role="alert"]', shadow))
  await click('Back')
  expect(get('[data-testid="foyer-connect-list"]', shadow)).toBeTruthy()
})

test('StrictMode runs effects twice; the wallet is still asked once', async () => {
  const foyer = createTestFoyer()
  let calls = 0
  foyer.adapter.connect = () => {
    calls++
    return new Promise(() => {})
  }
  await step(() =>
    foyer.store.setState({
      router: {
        view: 'ConnectingExternal',
        history: [
          { view: 'Connect', arguments: undefined },
          { view: 'ConnectingExternal', arguments: { connectorUid: 'memory-1' } },
        ],
      },
    }),
  )
  // Straight into a root of its own: the modal's copy (via FoyerProvider) would connect too.
  await render(
    <StrictMode>
      <FoyerContext.Provider value={foyer}>
        <ConnectingExternal />
      </FoyerContext.Provider>
    </StrictMode>,
  )
  await step()
  expect(calls).toBe(1)
})
