// @vitest-environment happy-dom
import type { Connector } from '@foyer/core'
import { act } from 'react'
import { expect, test } from 'vitest'
import { createEmbeddedWalletFoyer } from '../../_test/embeddedWallet.js'
import {
  click,
  createTestFoyer,
  get,
  openModal,
  step,
  testConnector,
  type,
  waitFor,
} from '../../_test/render.js'

const auth = { ...testConnector('email', 'auth'), name: 'E-mail' } satisfies Connector

const methods = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('.connect-method')].map((section) =>
    section.getAttribute('data-testid'),
  )

async function submitEmail(shadow: ShadowRoot, email: string) {
  await step(() => type(get<HTMLInputElement>('[data-testid="foyer-email-input"]', shadow), email))
  await click(get('[data-testid="foyer-email-continue"]', shadow))
}

test('e-mail and social follow the connect-method order: first without a browser wallet, after it with one', async () => {
  const withoutBrowserWallet = await openModal(
    createTestFoyer({ connectors: [testConnector('delta', 'external'), auth] }),
  )
  expect(methods(withoutBrowserWallet)).toEqual([
    'foyer-connect-email',
    'foyer-connect-social',
    'foyer-connect-wallet',
  ])
  expect(get('label', withoutBrowserWallet).textContent).toBe('E-mail address')
  document.body.replaceChildren()

  const withBrowserWallet = await openModal(
    createTestFoyer({ connectors: [testConnector('alpha'), auth] }),
  )
  expect(methods(withBrowserWallet)).toEqual([
    'foyer-connect-wallet',
    'foyer-connect-email',
    'foyer-connect-social',
  ])
  document.body.replaceChildren()

  const hostOrder = await openModal(
    createTestFoyer({
      connectors: [testConnector('delta', 'external'), auth],
      features: {
        connectMethodsOrder: ['wallet', 'social', 'email'],
        socials: ['github', 'farcaster'],
      },
    }),
  )
  expect(methods(hostOrder)).toEqual([
    'foyer-connect-wallet',
    'foyer-connect-social',
    'foyer-connect-email',
  ])
  // In the host's order; Farcaster is one of them (its own sign-in: ConnectingFarcaster).
  expect(
    [...hostOrder.querySelectorAll('.social-login button')].map((button) =>
      button.getAttribute('data-testid'),
    ),
  ).toEqual(['foyer-social-github', 'foyer-social-farcaster'])
})

test('no e-mail field without the auth connector or with features.email off', async () => {
  const noConnector = await openModal(createTestFoyer({ connectors: [testConnector('alpha')] }))
  expect(methods(noConnector)).toEqual(['foyer-connect-wallet'])
  document.body.replaceChildren()
  const off = await openModal(
    createTestFoyer({ connectors: [testConnector('alpha'), auth], features: { email: false } }),
  )
  expect(off.querySelector('[data-testid="foyer-email-login"]')).toBeNull()
})

test('an invalid address is refused in words; a valid one connects through the auth connector with it', async () => {
  const foyer = createTestFoyer({ connectors: [testConnector('alpha'), auth] })
  const calls: unknown[] = []
  let release = () => {}
  foyer.adapter.connect = async ({ connectorUid, email, flow }) => {
    calls.push({ connectorUid, email })
    await new Promise<void>((resolve) => {
      release = resolve
    })
    flow.step({ type: 'awaitOtp', email })
    await flow.answer()
  }
  const shadow = await openModal(foyer)

  await submitEmail(shadow, 'not-an-address')
  const error = get('[data-testid="foyer-email-error"]', shadow)
  expect(error.getAttribute('role')).toBe('alert')
  expect(error.textContent).toBe('Enter a valid e-mail address')
  expect(get('[data-testid="foyer-email-input"]', shadow).getAttribute('aria-invalid')).toBe('true')
  expect(foyer.getState().router.view).toBe('Connect')
  expect(calls).toEqual([])

  await submitEmail(shadow, ' visitor@example.com ')
  expect(foyer.getState().router.history.at(-1)).toEqual({
    view: 'ConnectingExternal',
    arguments: { connectorUid: 'email-uid', email: 'visitor@example.com' },
  })
  expect(calls).toEqual([{ connectorUid: 'email-uid', email: 'visitor@example.com' }])
  // 'Authenticating...' until the flow shows its first step.
  await waitFor(() =>
    expect(get('[data-testid="foyer-toast"]', shadow).textContent).toBe('Authenticating...'),
  )
  await step(() => release())
  await waitFor(() => get('[data-testid="foyer-otp-input"]', shadow))
  expect(foyer.getState().toast).toBeUndefined()
  expect(get('[data-testid="foyer-otp-input"] legend', shadow).textContent).toBe(
    'Enter the code sent to visitor@example.com',
  )
  // The title had focus when the view showed; the code step takes the visitor's next keys.
  expect(shadow.activeElement).toBe(get('[data-testid="foyer-otp-digit-1"]', shadow))
})

test('e-mail login end to end: a wrong code fails in words, Try again asks again, the right code connects', async () => {
  const { foyer } = createEmbeddedWalletFoyer({ otp: '424242' })
  const connects: (string | undefined)[] = []
  const realConnect = foyer.adapter.connect
  foyer.adapter.connect = (parameters) => {
    connects.push(parameters.email)
    return realConnect(parameters)
  }
  const shadow = await openModal(foyer)
  try {
    await submitEmail(shadow, 'visitor@example.com')
    const digit = (n: number) =>
      get<HTMLInputElement>(`[data-testid="foyer-otp-digit-${n}"]`, shadow)
    await waitFor(() => digit(1))
    for (const [index, value] of [...'000000'].entries())
      await step(() => type(digit(index + 1), value))
    const error = await waitFor(() => get('[data-testid="foyer-connect-error"]', shadow))
    expect(error.textContent).toBe('Request rejected in the wallet')

    await click('Try again')
    await waitFor(() => digit(1))
    expect(connects).toEqual(['visitor@example.com', 'visitor@example.com'])
    for (const [index, value] of [...'424242'].entries())
      await step(() => type(digit(index + 1), value))
    await waitFor(() => expect(foyer.getState().open).toBe(false))
    expect(foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      user: { email: 'visitor@example.com' },
    })
  } finally {
    await act(async () => foyer.destroy())
  }
})
