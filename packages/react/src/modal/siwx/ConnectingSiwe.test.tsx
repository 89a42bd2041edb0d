// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { memorySiwx } from '../../_test/memorySiwx.js'
import {
  click,
  createTestFoyer,
  get,
  modal,
  render,
  step,
  title,
  waitFor,
} from '../../_test/render.js'

async function connected(required = true) {
  const { siwx, kept } = memorySiwx(required)
  const foyer = createTestFoyer({
    siwx,
    metadata: { name: 'Example', description: '', url: 'https://app.example', icons: [] },
  })
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  const shadow = await waitFor(() => {
    const root = modal()
    get('[data-testid="foyer-sign-in"]', root)
    return root
  })
  return { foyer, shadow, kept }
}

test('after connect: who asks, what signing means, and Sign in signs and closes', async () => {
  const { foyer, shadow, kept } = await connected()
  expect(title(shadow)).toBe('Sign in')
  expect(shadow.textContent).toContain('Sign in to Example')
  expect(shadow.textContent).toContain('Signing is free')
  expect(shadow.textContent).toContain('Cancelling disconnects your wallet.')
  await click(get('[data-testid="foyer-sign-in"]', shadow))
  await waitFor(() => expect(foyer.getState().signIn.status).toBe('signedIn'))
  expect(kept).toHaveLength(1)
  expect(foyer.getState().open).toBe(false)
})

test('a declined signature shows why and offers Sign in again', async () => {
  const { foyer, shadow } = await connected()
  foyer.adapter.rejectNextSignature()
  await click(get('[data-testid="foyer-sign-in"]', shadow))
  const error = await waitFor(() => get('[data-testid="foyer-sign-in-error"]', shadow))
  expect(error.textContent).toBe('Signature declined')
  expect(get<HTMLButtonElement>('[data-testid="foyer-sign-in"]', shadow).disabled).toBe(false)
  await click(get('[data-testid="foyer-sign-in"]', shadow))
  await waitFor(() => expect(foyer.getState().signIn.status).toBe('signedIn'))
})

test('Cancel disconnects when sign-in is required…', async () => {
  const { foyer, shadow } = await connected(true)
  await click(get('[data-testid="foyer-sign-in-cancel"]', shadow))
  await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('disconnected'))
})

test('…and only closes the modal when it is not', async () => {
  const { foyer, shadow } = await connected(false)
  expect(shadow.textContent).not.toContain('Cancelling disconnects')
  await click(get('[data-testid="foyer-sign-in-cancel"]', shadow))
  await step()
  expect(foyer.getState().open).toBe(false)
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
})
