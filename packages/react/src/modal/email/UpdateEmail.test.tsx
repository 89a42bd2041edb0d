// @vitest-environment happy-dom
import { answerConnectStep } from '@foyer/core'
import { expect, test } from 'vitest'
import { createEmbeddedWalletFoyer } from '../../_test/embeddedWallet.js'
import {
  click,
  connectOnPageAndOpen,
  createTestFoyer,
  get,
  modal,
  render,
  step,
  title,
  type,
  waitFor,
} from '../../_test/render.js'

/** A visitor signed in to the embedded wallet as visitor@example.com (its codes are 424242). */
async function embeddedWalletAccount() {
  const { foyer, session } = createEmbeddedWalletFoyer({ otp: '424242' })
  await render(<p>host</p>, foyer)
  const connecting = foyer.connect({ connectorUid: session.connector.uid })
  await waitFor(() => expect(foyer.getState().connectFlow?.step?.type).toBe('awaitOtp'))
  answerConnectStep(foyer, { value: '424242' })
  await step(() => connecting)
  await step(() => foyer.open())
  return { foyer, session, shadow: await waitFor(() => modal()) }
}

const digit = (shadow: ShadowRoot, n: number) =>
  get<HTMLInputElement>(`[data-testid="foyer-otp-digit-${n}"]`, shadow)

async function typeCode(shadow: ShadowRoot, code: string) {
  for (const [index, value] of [...code].entries())
    await step(() => type(digit(shadow, index + 1), value))
}

test('Account shows the embedded wallet’s e-mail and offers to update it; other wallets get neither', async () => {
  const { shadow } = await embeddedWalletAccount()
  expect(get('[data-testid="foyer-account-email"]', shadow).textContent).toBe('visitor@example.com')
  expect(get('[data-testid="foyer-update-email"]', shadow).textContent).toBe('Update e-mail')
  expect(get('[data-testid="foyer-disconnect"]', shadow).textContent).toBe('Disconnect')
  document.body.replaceChildren()

  const plainShadow = await connectOnPageAndOpen(createTestFoyer())
  await waitFor(() => get('[data-testid="foyer-account-address"]', plainShadow))
  expect(plainShadow.querySelector('[data-testid="foyer-account-email"]')).toBeNull()
  expect(plainShadow.querySelector('[data-testid="foyer-update-email"]')).toBeNull()
})

test('updating the e-mail: the new address, the current address’s code, the new one’s, then Account says so', async () => {
  const { foyer, session, shadow } = await embeddedWalletAccount()
  await click(get('[data-testid="foyer-update-email"]', shadow))
  const input = await waitFor(() =>
    get<HTMLInputElement>('[data-testid="foyer-update-email-input"]', shadow),
  )
  expect(title(shadow)).toBe('Update e-mail')
  expect(get(`label[for="${input.id}"]`, shadow).textContent).toBe('New e-mail address')

  await step(() => type(input, 'new@'))
  await click(get('[data-testid="foyer-update-email-continue"]', shadow))
  expect(get('[data-testid="foyer-update-email-error"]', shadow).textContent).toBe(
    'Enter a valid e-mail address',
  )
  expect(session.emailChanges).toEqual([])

  await step(() => type(input, 'new@example.com'))
  expect(shadow.querySelector('[data-testid="foyer-update-email-error"]')).toBeNull()
  await click(get('[data-testid="foyer-update-email-continue"]', shadow))
  await waitFor(() => expect(foyer.getState().router.view).toBe('UpdateEmailPrimaryOtp'))
  expect(session.emailChanges).toEqual(['update:new@example.com'])
  await waitFor(() =>
    expect(get('[data-testid="foyer-otp-input"] legend', shadow).textContent).toBe(
      'Enter the code sent to your current e-mail',
    ),
  )
  // The visitor's next keys are the code: the first box has focus.
  expect(shadow.activeElement).toBe(digit(shadow, 1))
  // The wallet cannot send a code again during an e-mail change: no resend control.
  expect(shadow.querySelector('[data-testid="foyer-otp-resend"]')).toBeNull()

  await typeCode(shadow, '000000')
  await waitFor(() =>
    expect(get('[data-testid="foyer-otp-error"]', shadow).textContent).toBe(
      'The wallet could not complete the request',
    ),
  )
  expect(digit(shadow, 1).value).toBe('')
  expect(foyer.getState().router.view).toBe('UpdateEmailPrimaryOtp')

  await typeCode(shadow, '424242')
  await waitFor(() => expect(foyer.getState().router.view).toBe('UpdateEmailSecondaryOtp'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-otp-input"] legend', shadow).textContent).toBe(
      'Enter the code sent to new@example.com',
    ),
  )
  expect(shadow.activeElement).toBe(digit(shadow, 1))
  await typeCode(shadow, '424242')
  await waitFor(() => expect(foyer.getState().router.view).toBe('Account'))
  expect(foyer.getState().router.history).toHaveLength(1)
  expect(session.emailChanges).toEqual([
    'update:new@example.com',
    'primary:000000',
    'primary:424242',
    'secondary:424242',
  ])
  await waitFor(() => expect(foyer.getState().toast?.message).toBe('E-mail updated'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-account-email"]', shadow).textContent).toBe('new@example.com'),
  )
})
