import { maxLength, parse, picklist, pipe, regex, strictObject, string } from 'valibot'
import { tracksVisibility, watchArming } from './arming.js'
import {
  APPROVAL_ID,
  type ApprovalView,
  approvalChannelName,
  parseApprovalMessage,
} from './protocol.js'
import { h, renderView } from './render.js'
import { APPROVAL_CSS } from './styles.js'

const configSchema = strictObject({
  projectId: pipe(string(), maxLength(128)),
  approvalId: pipe(string(), regex(APPROVAL_ID)),
  theme: picklist(['light', 'dark']),
})

/** What the page says while it waits, once decided, or when it cannot be used. */
const STATUS = {
  loading: 'Loading the request…',
  unknown: 'This request is no longer waiting. Close this window and try again from the app.',
  noVisibility:
    'This browser cannot tell whether this window is covered, so it cannot take your approval here.',
  running: 'Approving…',
  done: 'Done.',
  declined: 'Rejected.',
  cancelled: 'The app withdrew the request.',
  failed: 'The wallet could not do this',
} as const

/**
 * The approval page (GET /frame/approve on the auth service's origin), shown by the modal in place of its own
 * Approve button: it asks the wallet frame for the request over the origin's BroadcastChannel, shows what
 * will be signed, and sends the visitor's decision back — only from a trusted click on a button that has
 * been wholly visible long enough (approval/arming.ts). The host page cannot read this document, click in
 * it, or post on its channel.
 */
export function runApprovalPage(doc: Document = document): void {
  const config = parse(
    configSchema,
    JSON.parse(doc.getElementById('foyer-approval-config')?.textContent ?? 'null'),
  )
  doc.documentElement.dataset.theme = config.theme
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(APPROVAL_CSS)
  doc.adoptedStyleSheets = [sheet]

  const channel = new BroadcastChannel(approvalChannelName(config.projectId))
  const { approvalId } = config
  const status = h('p', { class: 'status', role: 'status', 'data-testid': 'foyer-frame-status' })
  const reject = h('button', { type: 'button', 'data-testid': 'foyer-frame-reject' }, 'Reject')
  const approve = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      'aria-disabled': 'true',
      'data-testid': 'foyer-frame-approve',
    },
    'Approve',
  )
  const actions = h('div', { class: 'actions' }, reject, approve)
  // The request scrolls; the status and the buttons stay in view at the bottom.
  const scroller = h('div', { class: 'scroll' })
  const footer = h('div', { class: 'footer' }, status)
  const main = h('main', { 'data-state': 'loading', 'aria-labelledby': 'title' }, scroller, footer)
  doc.body.append(main)
  status.textContent = STATUS.loading

  let state: 'loading' | 'ready' | 'running' | 'settled' = 'loading'
  let ignored = 0
  const setState = (next: typeof state, text = '') => {
    state = next
    main.dataset.state = next
    status.textContent = text
  }
  const canVerify = tracksVisibility()
  const arming = watchArming(actions, (armed) => {
    if (state !== 'ready') return
    // Only the button changes: a status line that came and went would resize the frame, which disarms it.
    approve.setAttribute('aria-disabled', String(!armed))
  })

  // The modal resized this frame (its content's height, the window): the button may have moved.
  window.addEventListener('resize', () => arming.restart())

  /** A click the page refuses: counted (for the browser tests that play the attacker), never acted on. */
  const refuse = () => {
    ignored += 1
    main.dataset.ignoredClicks = String(ignored)
  }
  approve.addEventListener('click', (event) => {
    if (!event.isTrusted || state !== 'ready' || !canVerify || !arming.armed()) return refuse()
    decide(true)
  })
  reject.addEventListener('click', (event) => {
    // Declining needs no guard against clickjacking, but only the visitor may do it: a trusted click.
    if (!event.isTrusted || state !== 'ready') return refuse()
    decide(false)
  })

  function decide(approved: boolean) {
    setState('running', approved ? STATUS.running : '')
    approve.setAttribute('aria-disabled', 'true')
    reject.setAttribute('aria-disabled', 'true')
    channel.postMessage({ type: 'decide', approvalId, approve: approved })
  }

  function show(view: ApprovalView) {
    const content = renderView(view)
    scroller.replaceChildren(content)
    footer.append(actions)
    reportHeight(content, footer)
    setState('ready', canVerify ? '' : STATUS.noVisibility)
  }

  channel.addEventListener('message', (event) => {
    const message = parseApprovalMessage(event.data)
    if (!message || message.approvalId !== approvalId) return
    if (message.type === 'show' && state === 'loading') show(message.view as ApprovalView)
    if (message.type === 'settled') {
      arming.stop()
      const text =
        message.outcome === 'failed'
          ? `${STATUS.failed}${message.message ? `: ${message.message}` : ''}`
          : STATUS[message.outcome]
      setState('settled', text)
      main.dataset.outcome = message.outcome
      approve.setAttribute('aria-disabled', 'true')
      reject.setAttribute('aria-disabled', 'true')
    }
  })
  channel.postMessage({ type: 'open', approvalId })
}

/**
 * Tells the modal how tall the request and the buttons are, so it can size the frame without a scrollbar
 * where there is room (a height, nothing else; the modal caps it, and the request then scrolls).
 */
export function reportHeight(content: HTMLElement, footer: HTMLElement) {
  if (window.parent === window) return
  const report = () =>
    window.parent.postMessage(
      {
        type: 'foyer-approval-height',
        height: Math.ceil(
          content.getBoundingClientRect().height + footer.getBoundingClientRect().height,
        ),
      },
      '*',
    )
  const observer = new ResizeObserver(report)
  observer.observe(content)
  observer.observe(footer)
}
