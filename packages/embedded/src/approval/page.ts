import {
  boolean,
  maxLength,
  optional,
  parse,
  picklist,
  pipe,
  regex,
  strictObject,
  string,
} from 'valibot'
import { observeFocus, tracksVisibility, watchArming } from './arming.js'
import { h } from './dom.js'
import { createFormat } from './format.js'
import { reportHeight } from './height.js'
import { type ApprovalLink, channelLink, openerLink, relayForPopup } from './link.js'
import { APPROVAL_ID, type ApprovalMessage, type ApprovalView } from './protocol.js'
import { renderView } from './render.js'
import { APPROVAL_CSS } from './styles.js'
import { APPROVAL_LANGUAGES, approvalLocale } from './texts/languages.js'

const configSchema = strictObject({
  projectId: pipe(string(), maxLength(128)),
  approvalId: pipe(string(), regex(APPROVAL_ID)),
  theme: picklist(['light', 'dark']),
  /** The modal's locale tag ('de-AT'); English when absent or not one of the page's languages. */
  locale: optional(pipe(string(), maxLength(64))),
  /** This page is the popup (a top-level window opened by the page inside the modal). */
  window: optional(boolean()),
})

/** The popup's size: the modal's width, room for a request with its details. */
const POPUP_FEATURES = 'popup,width=440,height=720'

/**
 * The approval page (GET /frame/approve on the auth service's origin), shown by the modal in place of its own
 * Approve button: it asks the wallet frame for the request, shows what will be signed in the modal's
 * language, and sends the visitor's decision back — only from a trusted click on a button that has been
 * wholly visible long enough (approval/arming.ts). The host page cannot read this document, click in it, or
 * post on its channel. Where the browser cannot tell whether this frame is covered (no IntersectionObserver
 * v2), the page offers the same decision in a popup of its own origin (`window=1`), which no page can cover.
 */
export async function runApprovalPage(doc: Document = document): Promise<void> {
  const config = parse(
    configSchema,
    JSON.parse(doc.getElementById('foyer-approval-config')?.textContent ?? 'null'),
  )
  const { language, locale, dir } = approvalLocale(config.locale)
  const root = doc.documentElement
  root.lang = locale
  root.dir = dir
  root.dataset.theme = config.theme
  if (config.window) root.dataset.window = ''
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(APPROVAL_CSS)
  doc.adoptedStyleSheets = [sheet]

  const { approvalId } = config
  const channel = config.window ? undefined : channelLink(config.projectId, approvalId)
  const link: ApprovalLink | undefined = channel ?? openerLink(approvalId)
  // The frame's answer may come before this language's texts: it waits for them.
  const inbox: ApprovalMessage[] = []
  let receive = (message: ApprovalMessage) => void inbox.push(message)
  link?.listen((message) => receive(message))
  link?.post({ type: 'open', approvalId })
  const t = await APPROVAL_LANGUAGES[language].load()
  const f = createFormat(locale)
  doc.title = t.documentTitle

  const status = h('p', { class: 'status', role: 'status', 'data-testid': 'foyer-frame-status' })
  const button = (text: string, attributes: Record<string, string>) =>
    h('button', { type: 'button', ...attributes }, text)
  const reject = button(t.reject, { 'data-testid': 'foyer-frame-reject' })
  const approve = button(t.approve, {
    class: 'primary',
    'aria-disabled': 'true',
    'data-testid': 'foyer-frame-approve',
  })
  const openWindow = button(t.openWindow, {
    class: 'primary',
    'data-testid': 'foyer-frame-open-window',
  })
  // In the popup, focus stands for visibility: nothing can cover a top-level window of this origin.
  const canVerify = !!config.window || tracksVisibility()
  // Without the guard, the way to the popup comes first, full width (its label is long in some languages).
  const actions = canVerify
    ? h('div', { class: 'actions' }, reject, approve)
    : h('div', { class: 'actions stacked' }, reject, openWindow)
  // The request scrolls; the status and the buttons stay in view at the bottom.
  const scroller = h('div', { class: 'scroll' })
  // Whether some of the request is still below the fold (the fade says so).
  const markMore = () =>
    scroller.toggleAttribute(
      'data-more',
      scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop > 2,
    )
  scroller.addEventListener('scroll', markMore, { passive: true })
  new ResizeObserver(markMore).observe(scroller)
  const footer = h('div', { class: 'footer' }, status)
  const main = h('main', { 'data-state': 'loading', 'aria-labelledby': 'title' }, scroller, footer)
  doc.body.append(main)
  status.textContent = t.status.loading

  let state: 'loading' | 'ready' | 'running' | 'settled' = 'loading'
  let ignored = 0
  const setState = (next: typeof state, text = '') => {
    state = next
    main.dataset.state = next
    status.textContent = text
  }
  if (!link) {
    // A popup with no opener of this origin (opened by another page, or framed): it cannot reach the request.
    setState('settled', t.status.unknown)
    return
  }
  const arming = watchArming(
    actions,
    (armed) => {
      if (state !== 'ready') return
      // Only the button changes: a status line that came and went would resize the frame, which disarms it.
      approve.setAttribute('aria-disabled', String(!armed))
    },
    config.window ? { observe: observeFocus } : {},
  )

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

  // Without IntersectionObserver v2: the decision moves to a popup of this origin, relayed through this page.
  let popup: Window | null = null
  if (channel) relayForPopup(() => popup, channel.channel, approvalId)
  openWindow.addEventListener('click', (event) => {
    if (!event.isTrusted || state !== 'ready') return refuse()
    const url = new URL(location.href)
    url.searchParams.set('window', '1')
    popup = window.open(url, `foyer-approval-${approvalId}`, POPUP_FEATURES)
    status.textContent = popup ? t.status.windowOpen : t.status.windowBlocked
  })

  function decide(approved: boolean) {
    setState('running', approved ? t.status.running : '')
    approve.setAttribute('aria-disabled', 'true')
    reject.setAttribute('aria-disabled', 'true')
    link?.post({ type: 'decide', approvalId, approve: approved })
    // The popup's work ends with the decision: the page in the modal shows how it went (its frame may be
    // gone by the time the wallet answers, taking the relay with it).
    if (config.window) window.close()
  }

  function show(view: ApprovalView) {
    // Taking a permission back is destructive: the decision says so, in the danger colour.
    if (view.method === 'wallet_revokePermissions') {
      approve.textContent = t.revoke
      approve.classList.add('danger')
    }
    const content = renderView(view, { t, f })
    scroller.replaceChildren(content)
    new ResizeObserver(markMore).observe(content)
    footer.append(actions)
    reportHeight(content, footer)
    setState('ready', canVerify ? '' : t.status.noVisibility)
  }

  receive = (message) => {
    if (message.type === 'show' && state === 'loading') show(message.view as ApprovalView)
    if (message.type === 'settled') {
      arming.stop()
      const text =
        message.outcome === 'failed'
          ? `${t.status.failed}${message.message ? `: ${message.message}` : ''}`
          : t.status[message.outcome]
      setState('settled', text)
      main.dataset.outcome = message.outcome
      approve.setAttribute('aria-disabled', 'true')
      reject.setAttribute('aria-disabled', 'true')
      openWindow.setAttribute('aria-disabled', 'true')
      // Decided elsewhere (the page in the modal, the modal's Cancel): the popup has nothing left to do.
      if (config.window && message.outcome !== 'unknown') window.close()
    }
  }
  for (const message of inbox.splice(0)) receive(message)
}
