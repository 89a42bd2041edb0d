import { maxLength, optional, parse, picklist, pipe, regex, strictObject, string } from 'valibot'
import { h } from '../approval/dom.js'
import { reportHeight } from '../approval/height.js'
import { APPROVAL_CSS } from '../approval/styles.js'
import { approvalLocale } from '../approval/texts/languages.js'
import {
  CEREMONY_ID,
  type Ceremony,
  type PasskeyMessage,
  parsePasskeyMessage,
  passkeyChannelName,
} from './protocol.js'
import { PASSKEY_TEXTS } from './texts/languages.js'
import { createPasskey, getAssertion } from './webauthn.js'

const configSchema = strictObject({
  projectId: pipe(string(), maxLength(128)),
  ceremonyId: pipe(string(), regex(CEREMONY_ID)),
  theme: optional(picklist(['light', 'dark'])),
  /** The modal's locale tag; English when absent or not one of the page's languages. */
  locale: optional(pipe(string(), maxLength(64))),
})

type Options = Extract<PasskeyMessage, { type: 'options' }>

/**
 * The passkey page (GET /frame/passkey on the auth origin), shown by the modal for a ceremony the wallet
 * frame prepared: it asks the frame for the ceremony's options, and on the visitor's click opens the
 * browser's own passkey dialog — which no page can draw or click — then hands the frame the answer. It
 * talks to nothing but the frame, over the auth origin's BroadcastChannel.
 */
export async function runPasskeyPage(doc: Document = document): Promise<void> {
  const config = parse(
    configSchema,
    JSON.parse(doc.getElementById('foyer-passkey-config')?.textContent ?? 'null'),
  )
  const { ceremonyId } = config
  const { language, locale, dir } = approvalLocale(config.locale)
  const root = doc.documentElement
  root.lang = locale
  root.dir = dir
  root.dataset.theme = config.theme ?? 'light'
  const t = await PASSKEY_TEXTS[language]()
  doc.title = t.documentTitle
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(APPROVAL_CSS)
  doc.adoptedStyleSheets = [sheet]

  const title = h('h1', {}, t.preparing)
  const body = h('p', { class: 'origin' })
  const status = h('p', { class: 'status', role: 'status', 'data-testid': 'foyer-passkey-status' })
  const action = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      'aria-disabled': 'true',
      'data-testid': 'foyer-passkey-use',
    },
    t.preparing,
  )
  const content = h('div', { class: 'content' }, title, body)
  const footer = h('div', { class: 'footer' }, action, status)
  doc.body.replaceChildren(h('main', {}, h('div', { class: 'scroll' }, content), footer))

  const channel = new BroadcastChannel(passkeyChannelName(config.projectId))
  const post = (message: PasskeyMessage) => channel.postMessage(message)
  let options: Options | undefined
  let busy = false
  let finished = false

  const show = (ceremony: Ceremony) => {
    title.textContent = t.title[ceremony]
    body.textContent = t.body[ceremony]
    action.textContent = t.action[ceremony]
  }
  const begin = () => {
    options = undefined
    action.setAttribute('aria-disabled', 'true')
    post({ type: 'begin', ceremonyId })
  }

  channel.addEventListener('message', (event) => {
    const message = parsePasskeyMessage(event.data)
    if (!message || message.ceremonyId !== ceremonyId) return
    if (message.type === 'options') {
      options = message
      show(message.ceremony)
      action.setAttribute('aria-disabled', 'false')
    } else if (message.type === 'settled') {
      busy = false
      if (message.outcome === 'done') {
        finished = true
        status.textContent = options ? t.done[options.ceremony] : ''
        action.setAttribute('aria-disabled', 'true')
      } else if (message.outcome === 'failed') {
        status.textContent = message.message ?? t.dialogClosed
        begin()
      } else {
        finished = true
        status.textContent = message.outcome === 'cancelled' ? t.cancelled : t.unknown
        action.setAttribute('aria-disabled', 'true')
      }
    }
  })

  action.addEventListener('click', async (event) => {
    // The browser's dialog needs the visitor's own click; a script's click opens nothing anyway.
    if (!event.isTrusted || busy || finished || !options) return
    if (!window.PublicKeyCredential) {
      status.textContent = t.unsupported
      return
    }
    const current = options
    busy = true
    status.textContent = t.working
    try {
      if (current.get) {
        post({ type: 'finish', ceremonyId, assertion: await getAssertion(current.get) })
      } else if (current.create) {
        post({ type: 'finish', ceremonyId, ...(await createPasskey(current.create)) })
      }
    } catch (error) {
      busy = false
      status.textContent =
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? t.dialogClosed
          : error instanceof Error
            ? error.message
            : t.dialogClosed
      begin()
    }
  })

  reportHeight(content, footer)
  begin()
}
