import { expect, test } from 'vitest'
import type { PasskeyMessage } from '../passkey/protocol.js'
import { createPasskeyDesk, type PreparedCeremony } from './passkeyDesk.js'

// The passkey desk (docs/embedded-wallet.md 'Passkeys'): the host prepares a ceremony, waits and cancels;
// only a page of the wallet's origin, on its BroadcastChannel, brings the browser's answer — and only for
// the ceremony's own id, in the shapes the protocol names.

function fakeChannel() {
  const posted: PasskeyMessage[] = []
  let listener: (event: MessageEvent) => void = () => {}
  return {
    posted,
    channel: {
      postMessage: (message: PasskeyMessage) => void posted.push(message),
      addEventListener: (_type: string, handler: (event: MessageEvent) => void) => {
        listener = handler
      },
      close: () => {},
    } as unknown as BroadcastChannel,
    /** A message from a page of the auth origin. */
    fromPage: (data: unknown) => listener({ data } as MessageEvent),
  }
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve))

function ceremony(finished: unknown[]): PreparedCeremony {
  return {
    ceremony: 'sign-in',
    begin: async () => ({ get: { challenge: 'Y2hhbGxlbmdl', rpId: 'auth.example' } }),
    finish: async (answer) => void finished.push(answer),
  }
}

const assertion = {
  id: 'credential-id-0123456789',
  clientDataJSON: 'e30',
  authenticatorData: 'AAAA',
  signature: 'AAAA',
}

test('the page finishes a ceremony by its id; the host’s wait settles then', async () => {
  const { channel, posted, fromPage } = fakeChannel()
  const desk = createPasskeyDesk({ projectId: 'p', channel })
  const finished: unknown[] = []
  const id = desk.prepare(ceremony(finished))
  expect(id).toMatch(/^[0-9a-f]{32}$/)
  const waiting = desk.wait(id)
  fromPage({ type: 'begin', ceremonyId: id })
  await nextTick()
  expect(posted.at(-1)).toMatchObject({ type: 'options', ceremonyId: id, ceremony: 'sign-in' })
  fromPage({ type: 'finish', ceremonyId: id, assertion })
  await expect(waiting).resolves.toBeUndefined()
  expect(finished).toHaveLength(1)
  expect(posted.at(-1)).toEqual({ type: 'settled', ceremonyId: id, outcome: 'done' })
})

test('attacks: another id, a malformed answer, a cancel — nothing is finished', async () => {
  const { channel, posted, fromPage } = fakeChannel()
  const desk = createPasskeyDesk({ projectId: 'p', channel })
  const finished: unknown[] = []
  const id = desk.prepare(ceremony(finished))
  const waiting = desk.wait(id)
  // A guessed id answers 'unknown'; a message with extra fields or the wrong shapes is ignored.
  fromPage({ type: 'finish', ceremonyId: 'f'.repeat(32), assertion })
  fromPage({ type: 'finish', ceremonyId: id, assertion, approve: true })
  fromPage({ type: 'finish', ceremonyId: id, assertion: { ...assertion, signature: '<script>' } })
  fromPage('finish')
  await nextTick()
  expect(finished).toEqual([])
  expect(posted).toEqual([{ type: 'settled', ceremonyId: 'f'.repeat(32), outcome: 'unknown' }])
  // The host cancels (its modal closed): the wait ends with 4001, and the page is told.
  desk.cancel(id)
  await expect(waiting).rejects.toMatchObject({ code: 4001 })
  expect(posted.at(-1)).toEqual({ type: 'settled', ceremonyId: id, outcome: 'cancelled' })
  fromPage({ type: 'finish', ceremonyId: id, assertion })
  await nextTick()
  expect(finished).toEqual([])
})

test('a refusal (a closed dialog, an unknown passkey) keeps the ceremony for another try', async () => {
  const { channel, posted, fromPage } = fakeChannel()
  const desk = createPasskeyDesk({ projectId: 'p', channel })
  let tries = 0
  const id = desk.prepare({
    ceremony: 'unlock',
    begin: async () => ({ get: { challenge: 'Y2hhbGxlbmdl', rpId: 'auth.example' } }),
    finish: async () => {
      tries++
      if (tries === 1) throw new Error('This passkey is not one of this app’s wallets')
    },
  })
  const waiting = desk.wait(id)
  fromPage({ type: 'finish', ceremonyId: id, assertion })
  await nextTick()
  expect(posted.at(-1)).toMatchObject({ type: 'settled', outcome: 'failed' })
  fromPage({ type: 'finish', ceremonyId: id, assertion })
  await expect(waiting).resolves.toBeUndefined()
  expect(tries).toBe(2)
  desk.close()
})
