import { type ApprovalMessage, approvalChannelName, parseApprovalMessage } from './protocol.js'

// How an approval page reaches the wallet frame that holds the request (docs/decisions.md 'A popup for
// browsers without IntersectionObserver v2'):
// - the page inside the modal, on the auth origin's BroadcastChannel (it shares the wallet frame's storage
//   partition: both are the auth origin's documents embedded in the same top-level site);
// - the popup, a top-level document of the auth origin, is in another partition, where that channel does
//   not reach: it talks to its opener — the page inside the modal — by postMessage, and the opener relays.
// Every message is parsed against the channel's shapes and must name this page's approval.

/** Messages to and from the wallet frame, for one approval. */
export type ApprovalLink = {
  post(message: ApprovalMessage): void
  listen(handler: (message: ApprovalMessage) => void): void
}

/** The page inside the modal: the auth origin's BroadcastChannel of the project. */
export function channelLink(
  projectId: string,
  approvalId: string,
): ApprovalLink & { channel: BroadcastChannel } {
  const channel = new BroadcastChannel(approvalChannelName(projectId))
  return {
    channel,
    post: (message) => channel.postMessage(message),
    listen(handler) {
      channel.addEventListener('message', (event) => {
        const message = parseApprovalMessage(event.data)
        if (message?.approvalId === approvalId) handler(message)
      })
    },
  }
}

/**
 * The popup: its opener, only when that is a document of this same origin (the approval page inside the
 * modal); a popup that a page of another origin opened, or that is framed, has none. Messages are posted to this origin only, and taken only from the opener window and this origin, so
 * a page that opened this URL itself, or any other window, neither hears the request nor decides it.
 */
export function openerLink(approvalId: string, win: Window = window): ApprovalLink | undefined {
  const opener = win.opener as Window | null
  const origin = win.location.origin
  if (!opener || win.top !== win || !sameOrigin(opener, origin)) return undefined
  return {
    post: (message) => opener.postMessage(message, origin),
    listen(handler) {
      win.addEventListener('message', (event) => {
        if (event.origin !== origin || event.source !== opener) return
        const message = parseApprovalMessage(event.data)
        if (message?.approvalId === approvalId) handler(message)
      })
    },
  }
}

/**
 * The page inside the modal relays for the popup it opened: the popup's asks ('open') and its decision
 * ('decide') to the wallet frame, and the frame's answers ('show', 'settled') to the popup — nothing else,
 * for this approval only, to and from the one window it opened last (`popup`), of this origin.
 */
export function relayForPopup(
  popup: () => Window | null,
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>,
  approvalId: string,
  win: Window = window,
): void {
  const origin = win.location.origin
  win.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.source || event.source !== popup()) return
    const message = parseApprovalMessage(event.data)
    if (message?.approvalId !== approvalId) return
    if (message.type === 'open' || message.type === 'decide') channel.postMessage(message)
  })
  channel.addEventListener('message', (event) => {
    const message = parseApprovalMessage((event as MessageEvent).data)
    if (message?.approvalId !== approvalId) return
    const target = popup()
    if ((message.type === 'show' || message.type === 'settled') && target && !target.closed)
      target.postMessage(message, origin)
  })
}

/** Whether `other` is a document of `origin` (reading another origin's location throws). */
function sameOrigin(other: Window, origin: string): boolean {
  try {
    return other.location.origin === origin
  } catch {
    return false
  }
}
