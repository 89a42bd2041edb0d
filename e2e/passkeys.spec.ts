import type { Browser, CDPSession, Locator, Page } from '@playwright/test'
import {
  approveInWallet,
  codeFor,
  freshEmail,
  login,
  mailMatch,
  startLogin,
  typeCode,
} from './emailLogin.js'
import { demoUrl, expect, test, toastShown } from './fixtures.js'

// Passkeys (issue 36, part 3) end to end, on Chromium's virtual authenticator: a visitor adds a passkey from
// Account → Passkeys; a new device (a browser context of its own, holding a copy of the credential, as a
// synced passkey would be) signs in with it and signs in the wallet's approval page; and on another new
// device the e-mail login of the guarded wallet stops at the passkey, which opens it. The passkey page is a
// cross-origin frame (the auth service's own port); the page's own DevTools session reaches it (tried with
// the demo on 127.0.0.1 too, a cross-site frame: the same session served it).

type Device = { page: Page; modal: Locator; authenticator: Authenticator }
type Authenticator = { cdp: CDPSession; id: string }
/** A credential as the DevTools protocol hands it out (with its private key), to copy to another device. */
type Credential = Awaited<ReturnType<typeof credentialsOf>>[number]

/** A browser context with a virtual platform authenticator (a passkey store that verifies its user). */
async function newDevice(browser: Browser, credentials: Credential[] = []): Promise<Device> {
  const context = await browser.newContext()
  const page = await context.newPage()
  // The page's own session: the authenticator serves the frames inside it too, cross-origin ones included.
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  await page.goto(demoUrl(''))
  return {
    page,
    modal: page.locator('foyer-modal').getByRole('dialog'),
    authenticator: { cdp, id: authenticatorId },
  }
}

const credentialsOf = async ({ cdp, id }: Authenticator) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials

/** The wallet's passkey page inside the modal: its one button opens the browser's passkey dialog. */
async function usePasskeyPage(modal: Locator) {
  const button = modal.frameLocator('[data-testid="foyer-passkey-frame"]').getByRole('button')
  await expect(button).toBeVisible()
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  await button.click()
}

// The stories share one account: its passkey, added in the first, is used in the next two.
test.describe.configure({ mode: 'serial' })
let email = ''
let address = ''
let passkeys: Credential[] = []

test('Account → Passkeys → Add a passkey: the wallet’s page saves one, and it is listed', async ({
  browser,
}) => {
  const device = await newDevice(browser)
  const { page, modal } = device
  email = freshEmail()
  address = await login(page, modal, email)

  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-passkeys-row').click()
  await expect(modal).toHaveAccessibleName('Passkeys')
  await expect(modal.getByTestId('foyer-passkeys-empty')).toBeVisible()
  await modal.getByTestId('foyer-add-passkey').click()
  await expect(modal.getByTestId('foyer-passkey-frame')).toHaveAttribute(
    'allow',
    'publickey-credentials-get; publickey-credentials-create',
  )
  const addedToast = toastShown(page, 'Passkey added')
  await usePasskeyPage(modal)
  await addedToast
  await expect(modal.getByTestId('foyer-passkey')).toHaveCount(1)
  await expect(modal.getByTestId('foyer-passkey')).toContainText(/Passkey 1Added .+Not used yet/)
  await expect(modal.getByTestId('foyer-passkey-frame')).toHaveCount(0)

  // The authenticator holds it: a discoverable credential for the auth service's domain.
  passkeys = await credentialsOf(device.authenticator)
  expect(passkeys).toHaveLength(1)
  expect(passkeys[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
  await page.context().close()
})

test('a new device signs in with the passkey alone: the same wallet, and it signs in the wallet’s page', async ({
  browser,
}) => {
  expect(passkeys, 'the first story added a passkey').toHaveLength(1)
  const { page, modal, authenticator } = await newDevice(browser, passkeys)
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-passkey-sign-in').click()
  await expect(modal).toHaveAccessibleName('Passkey')
  await usePasskeyPage(modal)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)

  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(modal)
  await expect(page.getByTestId('demo-verified')).toHaveText('Signature verified')

  // The passkey was used (its counter moved on): the list says so.
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-passkeys-row').click()
  await expect(modal.getByTestId('foyer-passkey')).toContainText(/Last used /)
  passkeys = await credentialsOf(authenticator)
  await page.context().close()
})

test('on another new device the e-mail login of the guarded wallet stops at the passkey, which opens it', async ({
  browser,
}) => {
  expect(passkeys, 'the first story added a passkey').toHaveLength(1)
  const { page, modal } = await newDevice(browser, passkeys)
  // The e-mail login of a new device: the mailed approval, opened in another tab, then the code.
  const since = Date.now() - 1000
  await startLogin(page, modal, email)
  const [link] = await mailMatch(email, /https?:\/\/\S+\/device\/approve\?token=[\w-]+/, since)
  const approval = await page.context().newPage()
  await approval.goto(link)
  const approvedAt = Date.now() - 1000
  await approval.getByRole('button').click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.close()
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await typeCode(modal, await codeFor(email, approvedAt))

  // The login took; the wallet opens only with its passkey.
  await expect(modal.getByTestId('foyer-passkey-step')).toHaveAttribute('data-ceremony', 'unlock')
  await expect(modal.getByText('Open your wallet with its passkey')).toBeVisible()
  await expect(page.getByTestId('demo-status')).not.toHaveText('connected')
  await usePasskeyPage(modal)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await page.context().close()
})
