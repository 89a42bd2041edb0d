import { expect, test, vi } from 'vitest'
import { openerLink, relayForPopup } from './link.js'
import type { ApprovalMessage } from './protocol.js'

// The popup fallback's relay, played as an attacker: the popup (a top-level window of the auth origin) takes
// messages only from its opener of the same origin, and the page inside the modal relays only the popup it
// opened, only its ask and decision, only for its approval. Windows are stand-ins: an event target with a
// location, an opener and a top.

const AUTH = 'https://auth.example'
const ID = 'a'.repeat(32)
const decide: ApprovalMessage = { type: 'decide', approvalId: ID, approve: true }

function fakeWindow(origin = AUTH) {
  const target = new EventTarget()
  const win = Object.assign(target, {
    location: { origin },
    opener: null as unknown,
    top: null as unknown,
    closed: false,
    postMessage: vi.fn(),
  })
  win.top = win
  return win
}
const deliver = (win: EventTarget, data: unknown, origin: string, source: unknown) =>
  win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))

test('the popup hears its opener of its own origin, and no one else', () => {
  const opener = fakeWindow()
  const popup = fakeWindow()
  popup.opener = opener
  const link = openerLink(ID, popup as unknown as Window)
  const heard: ApprovalMessage[] = []
  link?.listen((message) => heard.push(message))
  const show = { type: 'show', approvalId: ID, view: {} }
  deliver(popup, show, 'https://host.example', opener) // the host page's origin
  deliver(popup, show, AUTH, fakeWindow()) // another window of the auth origin
  deliver(popup, { ...show, approvalId: 'b'.repeat(32) }, AUTH, opener) // another approval
  deliver(popup, { ...show, extra: 1 }, AUTH, opener) // not a message of the channel
  expect(heard).toEqual([])
  deliver(popup, show, AUTH, opener)
  expect(heard).toEqual([show])

  link?.post(decide)
  // Posted to the auth origin only: a host page that became the opener would not receive it.
  expect(opener.postMessage).toHaveBeenCalledWith(decide, AUTH)
})

test('a popup that is framed, has no opener, or was opened by another origin does not link at all', () => {
  const framed = fakeWindow()
  framed.opener = fakeWindow()
  framed.top = fakeWindow()
  expect(openerLink(ID, framed as unknown as Window)).toBeUndefined()
  expect(openerLink(ID, fakeWindow() as unknown as Window)).toBeUndefined()
  const openedByHost = fakeWindow()
  openedByHost.opener = fakeWindow('https://host.example')
  expect(openerLink(ID, openedByHost as unknown as Window)).toBeUndefined()
})

test('the page inside the modal relays its popup’s ask and decision, and nothing from elsewhere', () => {
  const page = fakeWindow()
  const popup = fakeWindow()
  const channel = Object.assign(new EventTarget(), { postMessage: vi.fn() })
  relayForPopup(() => popup as unknown as Window, channel, ID, page as unknown as Window)

  deliver(page, decide, 'https://host.example', popup) // the host page, posing as the popup
  deliver(page, decide, AUTH, fakeWindow()) // another window of the auth origin
  deliver(page, decide, AUTH, null) // no window at all
  deliver(page, { ...decide, approvalId: 'b'.repeat(32) }, AUTH, popup) // another approval
  deliver(page, { type: 'settled', approvalId: ID, outcome: 'done' }, AUTH, popup) // not the popup's to say
  expect(channel.postMessage).not.toHaveBeenCalled()

  deliver(page, decide, AUTH, popup)
  expect(channel.postMessage).toHaveBeenCalledWith(decide)

  // The frame's answers go to the popup, to the auth origin only.
  const show = { type: 'show', approvalId: ID, view: {} }
  channel.dispatchEvent(Object.assign(new Event('message'), { data: show }))
  expect(popup.postMessage).toHaveBeenCalledWith(show, AUTH)
  channel.dispatchEvent(Object.assign(new Event('message'), { data: decide }))
  expect(popup.postMessage).toHaveBeenCalledTimes(1)
})
