import { createTestClient, http, parseEther } from 'viem'
import { approveInWallet, fundedLogin, walletFrame } from './emailLogin.js'
import { expect, test } from './fixtures.js'

// The embedded wallet against a hostile script on the host page (an XSS, a compromised third-party script,
// a malicious app), after the visitor logged in: it may open its own frame, pass the product's handshake and
// ask anything — it gets no signature without the visitor's click in the wallet's own approval page, and
// a click on a covered approval page is not taken. docs/embedded-wallet.md lists these lines.

/** What the hostile script gets from its own frame, request by request: each answer's type and payload. */
async function hostileFrame(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const product = document.querySelector<HTMLIFrameElement>(
      'iframe[title="Foyer embedded wallet"]',
    )
    if (!product) throw new Error('the product frame is not there')
    const frame = document.createElement('iframe')
    frame.src = product.src
    frame.style.display = 'none'
    const origin = new URL(product.src).origin
    await new Promise((resolve) => {
      frame.onload = resolve
      document.body.append(frame)
    })
    const channel = new MessageChannel()
    const answers = new Map<string, (value: { type: string; payload: unknown }) => void>()
    const ready = new Promise<void>((resolve) => {
      channel.port1.onmessage = (event) => {
        const data = event.data as { id?: string; type: string; payload: unknown }
        if (data.type === 'FRAME_READY') return resolve()
        if (data.id) answers.get(data.id)?.(data)
      }
    })
    frame.contentWindow?.postMessage({ type: '@foyer/embedded/connect', version: '1' }, origin, [
      channel.port2,
    ])
    await ready
    const ask = (type: string, payload: object) => {
      const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('')
      return new Promise<{ type: string; payload: unknown }>((resolve) => {
        answers.set(id, resolve)
        channel.port1.postMessage({ id, type, payload })
      })
    }
    const connected = await ask('IS_CONNECTED', {})
    const user = (await ask('GET_USER', { preferredAccountType: 'eoa' })) as {
      payload: { address: string }
    }
    const address = user.payload.address
    const direct = [
      await ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] }),
      await ask('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: '0x1' }],
      }),
      await ask('RPC_REQUEST', { method: 'wallet_grantPermissions', params: [{}] }),
    ]
    // The approval route: the script prepares a request and waits; no approval page is ever shown to the
    // visitor, so it can only give up.
    const prepared = (await ask('PREPARE_APPROVAL', {
      method: 'personal_sign',
      params: ['0x6869', address],
    })) as { type: string; payload: { approvalId: string } }
    const waiting = ask('AWAIT_APPROVAL', { approvalId: prepared.payload.approvalId })
    const pending = await Promise.race([
      waiting.then(() => 'answered'),
      new Promise((resolve) => requestAnimationFrame(() => resolve('still waiting'))),
    ])
    await ask('CANCEL_APPROVAL', { approvalId: prepared.payload.approvalId })
    return { connected, direct, prepared: prepared.type, pending, awaited: await waiting }
  })
}

test('a script on the host page opens its own frame: connected, but every signing request gets 4001', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await fundedLogin(demo, modal)
  const outcome = await hostileFrame(demo)
  // The handshake and the session work for it, as they would for the product's own frame …
  expect(outcome.connected).toEqual({
    id: expect.any(String),
    type: 'IS_CONNECTED_SUCCESS',
    payload: { isConnected: true },
  })
  // … but no signing request is served on its word.
  for (const answer of outcome.direct) {
    expect(answer.type).toBe('RPC_REQUEST_ERROR')
    expect(answer.payload).toMatchObject({ code: 4001 })
  }
  expect(outcome.prepared).toBe('PREPARE_APPROVAL_SUCCESS')
  expect(outcome.pending).toBe('still waiting')
  expect(outcome.awaited.type).toBe('AWAIT_APPROVAL_ERROR')
  expect(outcome.awaited.payload).toMatchObject({ code: 4001 })
})

test('a covered approval page does not take the click; uncovered, the same click signs', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await fundedLogin(demo, modal)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const page = walletFrame(modal)
  const main = page.locator('main')
  // Armed first, so that only the decoy can disarm it: what follows waits for the browser's report of it.
  await expect(page.getByTestId('foyer-frame-approve')).toHaveAttribute('aria-disabled', 'false')
  // The hostile script lays a decoy over the modal (in the top layer, above the dialog): clicks pass
  // through it (pointer-events: none) to the approval page beneath, which the visitor cannot see.
  await demo.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.popover = 'manual'
    decoy.textContent = 'Claim your prize'
    Object.assign(decoy.style, {
      position: 'fixed',
      inset: '0',
      width: '100vw',
      height: '100vh',
      margin: '0',
      border: '0',
      background: 'white',
      pointerEvents: 'none',
    })
    document.body.append(decoy)
    decoy.showPopover()
  })
  await expect(page.getByTestId('foyer-frame-approve')).toHaveAttribute('aria-disabled', 'true')
  const button = await page.getByTestId('foyer-frame-approve').boundingBox()
  if (!button) throw new Error('the approval page has no layout')
  // A real, trusted click of the mouse on the Approve button, through the decoy.
  await demo.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
  await expect(main).toHaveAttribute('data-ignored-clicks', '1')
  await expect(main).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('foyer-frame-approve')).toHaveAttribute('aria-disabled', 'true')
  await expect(demo.getByTestId('demo-verified')).toHaveCount(0)

  // The decoy gone, the page arms after its wait, and the visitor's click signs.
  await demo.evaluate(() => document.getElementById('decoy')?.remove())
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')
})

test('the host page cannot approve: its own Cancel withdraws the request with 4001', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await fundedLogin(demo, modal)
  // The EOA signs a transaction itself (a smart account's is a user operation): switch to it, fund it.
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-switch-account-type').click()
  await expect(demo.getByTestId('demo-account-type')).toHaveText('eoa')
  await demo.keyboard.press('Escape')
  const eoa = (await demo.getByTestId('demo-address').textContent()) as `0x${string}`
  await createTestClient({
    mode: 'anvil',
    transport: http(process.env.FOYER_E2E_L1_RPC),
  }).setBalance({ address: eoa, value: parseEther('1') })
  await demo.getByRole('button', { name: 'Send 0.01 to myself' }).click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-value')).toHaveText(/0\.01 ETH/)
  // The wallet's page shows what the frame will sign: gas limit, fee caps and nonce included.
  await expect(walletFrame(modal).getByTestId('foyer-approval-details')).toContainText('Gas limit')
  await expect(walletFrame(modal).getByTestId('foyer-approval-details')).toContainText('Nonce')
  // The modal has no Approve button of its own any more; its one button withdraws.
  await expect(modal.getByTestId('foyer-approve')).toHaveCount(0)
  await modal.getByTestId('foyer-reject').click()
  await expect(demo.getByTestId('demo-provider-error')).toContainText('4001')
})
