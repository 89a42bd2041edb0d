import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { connectWith, DEV_ADDRESS, demoUrl, expect, rejectNextRequest, test } from './fixtures.js'

// Issue 18, sign-in with the wallet: the demo with `?signin` sets `siwx: true`, Foyer's own sign-in with its
// sessions kept by the wallet service. Each test has a browser context of its own, so no session carries over.

const API = () => process.env.FOYER_E2E_API_URL ?? ''
const CLIENT = 'projectId=foyer-demo&st=e2e&sv=0&clientId=e2e'

/** The secret id of the page's service session for the dev account, from what the page stored. */
async function sessionId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('foyer.signInSessions'))
  const refs = JSON.parse(stored ?? '{}') as Record<string, { id: string }>
  const ref = Object.values(refs)[0]
  if (!ref) throw new Error('no sign-in session stored')
  return ref.id
}

/** What the service answers for a session id, as a host's server would ask. */
async function serviceSession(id: string) {
  const response = await fetch(`${API()}/v1/sessions/${id}?${CLIENT}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test('after connect the visitor signs in; the host and its server see the session; a reload keeps it; sign-out ends it', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&signin'))
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  // The modal goes on from the connect to the sign-in step, without closing in between.
  await expect(modal).toHaveAccessibleName('Sign in')
  await expect(modal).toContainText('Sign in to Foyer demo')
  await expect(modal).toContainText('Cancelling disconnects your wallet.')
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedOut')

  await modal.getByTestId('foyer-sign-in').click()
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  await expect(modal).toBeHidden()
  await expect(demo.getByTestId('demo-sign-in-account')).toHaveText(DEV_ADDRESS)

  // The service checked and keeps it: the EIP-4361 message for this page, signed by the account.
  const id = await sessionId(demo)
  const kept = await serviceSession(id)
  expect(kept.status).toBe(200)
  expect(kept.body.account).toBe(`eip155:31337:${DEV_ADDRESS}`)
  const host = new URL(demo.url()).host
  expect(kept.body.message).toMatch(
    new RegExp(`^${host.replace('.', '\\.')} wants you to sign in with your Ethereum account:\n`),
  )
  expect(kept.body.message).toContain('Sign in to Foyer demo.')

  // A reload reconnects and finds the session: no prompt.
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  await expect(modal).toBeHidden()

  // Sign-out revokes it on the service; the wallet stays connected.
  await demo.getByTestId('demo-sign-out').click()
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedOut')
  await expect.poll(async () => (await serviceSession(id)).status).toBe(404)
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
})

test('a declined signature says so and asks again; Cancel disconnects, as sign-in is required', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&signin'))
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(modal).toHaveAccessibleName('Sign in')
  await rejectNextRequest(demo)
  await modal.getByTestId('foyer-sign-in').click()
  await expect(modal.getByTestId('foyer-sign-in-error')).toHaveText('Signature declined')
  await expect(modal).toHaveAccessibleName('Sign in')
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedOut')

  await modal.getByTestId('foyer-sign-in-cancel').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(modal).toBeHidden()
})

test('a disconnect signs out: the next connect asks again', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&signin'))
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await modal.getByTestId('foyer-sign-in').click()
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  const id = await sessionId(demo)

  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(async () => (await serviceSession(id)).status).toBe(404)

  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(modal).toHaveAccessibleName('Sign in')
})

test('a Solana account signs in with the Solana flavour of the message; the service keeps a solana: session', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&signin'))
  await demo.waitForFunction(() => window.__foyerSolanaDevWallets?.length === 2)
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: SOLANA_DEVNET.name, exact: true }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText(SOLANA_DEVNET.name)
  await connectWith(demo, modal, 'Foyer Solana Wallet')
  const owner = SOLANA_DEVNET_ACCOUNTS[1].address
  await expect(demo.getByTestId('demo-address')).toHaveText(owner)
  await expect(modal).toHaveAccessibleName('Sign in')
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedOut')

  await modal.getByTestId('foyer-sign-in').click()
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  await expect(modal).toBeHidden()
  await expect(demo.getByTestId('demo-sign-in-account')).toHaveText(owner)

  // The service checked the ed25519 signature (base58, as the wallet gave it) of the Solana message.
  const id = await sessionId(demo)
  const kept = await serviceSession(id)
  expect(kept.status).toBe(200)
  expect(kept.body.account).toBe(`solana:${SOLANA_DEVNET.caipReference}:${owner}`)
  const host = new URL(demo.url()).host
  expect(kept.body.message).toMatch(
    new RegExp(
      `^${host.replace('.', '\\.')} wants you to sign in with your Solana account:\n${owner}\n`,
    ),
  )
  expect(kept.body.message).toContain(`\nChain ID: ${SOLANA_DEVNET.caipReference}\n`)
  expect(kept.body.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)

  // A reload reconnects and finds the session on its cluster: no prompt.
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  await expect(demo.getByTestId('demo-sign-in-account')).toHaveText(owner)
  await expect(modal).toBeHidden()
})
