// @vitest-environment happy-dom
import type { EmbeddedPasskey } from '@foyer/core'
import type { ManagesEmbeddedWallet } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { openEmbeddedWalletAccount } from '../../_test/embeddedWallet.js'
import {
  click,
  connectOnPageAndOpen,
  createTestFoyer,
  get,
  step,
  title,
  waitFor,
} from '../../_test/render.js'

const ADDED = '2026-11-20T09:30:00.000Z'
const USED = '2026-11-27T12:00:00.000Z'
const PAGE = {
  src: 'https://auth.example/frame/passkey?ceremonyId=c',
  origin: 'https://auth.example',
}

/** The embedded wallet connected, with `passkeys` and a wallet whose Add waits for the visitor's page. */
async function embeddedWalletAccount(passkeys: EmbeddedPasskey[]) {
  const ceremony = { finish: () => {}, fail: (_error: Error) => {}, aborted: false }
  const methods: Pick<ManagesEmbeddedWallet, 'listEmbeddedPasskeys' | 'addEmbeddedPasskey'> = {
    async listEmbeddedPasskeys() {
      return passkeys
    },
    addEmbeddedPasskey({ show, signal }) {
      show(PAGE)
      return new Promise<void>((resolve, reject) => {
        ceremony.finish = () => {
          passkeys = [...passkeys, { id: 'n'.repeat(22), createdAt: USED, lastUsedAt: null }]
          resolve()
        }
        ceremony.fail = reject
        signal?.addEventListener('abort', () => {
          ceremony.aborted = true
          reject(signal.reason)
        })
      })
    },
  }
  const { foyer, shadow } = await openEmbeddedWalletAccount(methods)
  await click(await waitFor(() => get('[data-testid="foyer-passkeys-row"]', shadow)))
  return { foyer, ceremony, shadow }
}

const rows = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[data-testid="foyer-passkey"]'),
]
const date = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

test('Account → Passkeys lists each passkey with its dates; Add shows the wallet’s page, then the new one is listed', async () => {
  const { shadow, ceremony } = await embeddedWalletAccount([
    { id: 'a'.repeat(22), createdAt: ADDED, lastUsedAt: USED },
  ])
  await waitFor(() => expect(rows(shadow)).toHaveLength(1))
  expect(title(shadow)).toBe('Passkeys')
  expect(rows(shadow)[0]?.textContent).toBe(`Passkey 1Added ${date(ADDED)}Last used ${date(USED)}`)

  await click(get('[data-testid="foyer-add-passkey"]', shadow))
  const frame = await waitFor(() =>
    get<HTMLIFrameElement>('[data-testid="foyer-passkey-add"] iframe', shadow),
  )
  expect(frame.getAttribute('allow')).toBe(
    'publickey-credentials-get; publickey-credentials-create',
  )
  // The keyboard goes on into the page that replaced the button.
  expect(shadow.activeElement).toBe(frame)
  expect(shadow.querySelector('[data-testid="foyer-add-passkey"]')).toBeNull()

  await step(() => ceremony.finish())
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
  expect(rows(shadow)[1]?.textContent).toBe(`Passkey 2Added ${date(USED)}Not used yet`)
  expect(get('[data-testid="foyer-toast"]', shadow).textContent).toBe('Passkey added')
  expect(shadow.querySelector('[data-testid="foyer-passkey-add"]')).toBeNull()
  get('[data-testid="foyer-add-passkey"]', shadow)
})

test('no passkey yet says what one is for; Cancel withdraws the page and says nothing; a failure is told', async () => {
  const { shadow, ceremony, foyer } = await embeddedWalletAccount([])
  const empty = await waitFor(() => get('[data-testid="foyer-passkeys-empty"]', shadow))
  expect(empty.textContent).toBe(
    'No passkey yet. With one you sign in without a code, and it opens your wallet on a new device.',
  )
  await click(get('[data-testid="foyer-add-passkey"]', shadow))
  await click(await waitFor(() => get('[data-testid="foyer-passkey-cancel"]', shadow)))
  await waitFor(() => get('[data-testid="foyer-add-passkey"]', shadow))
  expect(ceremony.aborted).toBe(true)
  expect(foyer.getState().toast).toBeUndefined()

  await click(get('[data-testid="foyer-add-passkey"]', shadow))
  await waitFor(() => get('[data-testid="foyer-passkey-add"]', shadow))
  await step(() => ceremony.fail(new Error('The passkey was not saved')))
  await waitFor(() => get('[data-testid="foyer-add-passkey"]', shadow))
  expect(foyer.getState().toast).toMatchObject({ variant: 'error' })
})

test('another wallet’s account has no Passkeys row', async () => {
  const shadow = await connectOnPageAndOpen(createTestFoyer())
  await waitFor(() => get('[data-testid="foyer-account-address"]', shadow))
  expect(shadow.querySelector('[data-testid="foyer-passkeys-row"]')).toBeNull()
})
