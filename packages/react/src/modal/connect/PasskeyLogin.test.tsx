// @vitest-environment happy-dom
import type { Connector, WalletPage } from '@foyer/core'
import { afterEach, beforeEach, expect, test } from 'vitest'
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

// A login's passkey (issue 36, part 3) in the modal: the entry beside the e-mail field, and the
// `awaitPasskey` step — the wallet's passkey page in a frame allowed both WebAuthn features, with Cancel.

const auth = { ...testConnector('email', 'auth'), name: 'E-mail' } satisfies Connector
// happy-dom loads no iframe page: the wallet's page is only a URL here.
const PAGE: WalletPage = {
  src: 'https://auth.example/frame/passkey?projectId=p&ceremonyId=c',
  origin: 'https://auth.example',
}

// happy-dom has no WebAuthn: the tests give the page the browser's constructor, as Chromium has it.
beforeEach(() => {
  Object.assign(window, { PublicKeyCredential: class {} })
})
afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential')
  document.body.replaceChildren()
})

/** An auth connector whose connect shows the passkey step and waits until it is aborted or released. */
function passkeyWallet(ceremony: 'sign-in' | 'unlock') {
  const foyer = createTestFoyer({ connectors: [testConnector('alpha'), auth] })
  const seen: { passkey?: boolean | undefined; email?: string | undefined; aborted: boolean }[] = []
  foyer.adapter.connect = ({ passkey, email, flow }) => {
    const call = { passkey, email, aborted: false }
    seen.push(call)
    flow.step({ type: 'awaitPasskey', ceremony, page: PAGE })
    return new Promise((_resolve, reject) =>
      flow.signal.addEventListener('abort', () => {
        call.aborted = true
        reject(flow.signal.reason)
      }),
    )
  }
  return { foyer, seen }
}

const frame = (shadow: ShadowRoot) =>
  get<HTMLIFrameElement>('[data-testid="foyer-passkey-frame"]', shadow)

test('"Sign in with a passkey" opens the wallet’s passkey page in a frame that may use WebAuthn; Cancel goes back and cancels', async () => {
  const { foyer, seen } = passkeyWallet('sign-in')
  const shadow = await openModal(foyer)
  const entry = get('[data-testid="foyer-passkey-sign-in"]', shadow)
  expect(entry.textContent).toBe('Sign in with a passkey')
  // Inside the e-mail method, after its field: gated with it by the legal checkbox, when there is one.
  expect(entry.closest('[data-testid="foyer-connect-email"]')).not.toBeNull()
  await click(entry)
  expect(foyer.getState().router.history.at(-1)).toEqual({
    view: 'ConnectingExternal',
    arguments: { connectorUid: 'email-uid', passkey: true },
  })
  const iframe = await waitFor(() => frame(shadow))
  expect(seen).toEqual([{ passkey: true, email: undefined, aborted: false }])
  expect(get('h2', shadow).textContent).toBe('Passkey')
  expect(get('.connecting .lead', shadow).textContent).toBe('Sign in with your passkey')
  expect(iframe.getAttribute('allow')).toBe(
    'publickey-credentials-get; publickey-credentials-create',
  )
  expect(iframe.getAttribute('title')).toBe('Your wallet’s passkey page')
  // In the modal's theme and language.
  expect(iframe.getAttribute('src')).toBe(`${PAGE.src}&theme=light&locale=en-US`)

  await click(get('[data-testid="foyer-passkey-cancel"]', shadow))
  await waitFor(() => expect(foyer.getState().router.view).toBe('Connect'))
  expect(seen[0]?.aborted).toBe(true)
})

test('the page’s height is taken from its frame and origin only, within bounds', async () => {
  const { foyer } = passkeyWallet('sign-in')
  const shadow = await openModal(foyer)
  await click(get('[data-testid="foyer-passkey-sign-in"]', shadow))
  const iframe = await waitFor(() => frame(shadow))
  const post = (origin: string, height: number, source = iframe.contentWindow) =>
    step(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          source,
          data: { type: 'foyer-approval-height', height },
        }),
      ),
    )
  await post('https://evil.example', 300)
  expect(iframe.getAttribute('height')).toBe('168')
  await post(PAGE.origin, 300, window)
  expect(iframe.getAttribute('height')).toBe('168')
  await post(PAGE.origin, 251.2)
  expect(iframe.getAttribute('height')).toBe('252')
  await post(PAGE.origin, 5000)
  expect(iframe.getAttribute('height')).toBe('360')
})

test('a guarded wallet’s login says why the passkey is asked; closing the modal cancels the ceremony', async () => {
  const { foyer, seen } = passkeyWallet('unlock')
  const shadow = await openModal(foyer)
  await step(() =>
    type(get<HTMLInputElement>('[data-testid="foyer-email-input"]', shadow), 'ada@example.com'),
  )
  await click(get('[data-testid="foyer-email-continue"]', shadow))
  const step_ = await waitFor(() => get('[data-testid="foyer-passkey-step"]', shadow))
  expect(seen).toEqual([{ passkey: undefined, email: 'ada@example.com', aborted: false }])
  expect(step_.getAttribute('data-ceremony')).toBe('unlock')
  expect(get('.connecting .lead', shadow).textContent).toBe('Open your wallet with its passkey')
  expect(step_.textContent).toContain(
    'Your wallet is protected by a passkey, and this device is new to it.',
  )

  await click(get('[data-testid="foyer-close"]', shadow))
  await waitFor(() => expect(foyer.getState().open).toBe(false))
  expect(seen[0]?.aborted).toBe(true)
})

test('no passkey entry in a browser without WebAuthn', async () => {
  Reflect.deleteProperty(window, 'PublicKeyCredential')
  const shadow = await openModal(createTestFoyer({ connectors: [testConnector('alpha'), auth] }))
  expect(get('[data-testid="foyer-email-login"]', shadow)).toBeTruthy()
  expect(shadow.querySelector('[data-testid="foyer-passkey-sign-in"]')).toBeNull()
})
