import type { Format } from './format.js'
import type { ApprovalToken } from './protocol.js'
import type { ApprovalTexts } from './texts/en.js'

// The approval page's few DOM helpers: every value the dapp chose is set as text, never parsed as markup.

type Child = Node | string | null | undefined | false

/** An element with attributes and children (strings become text nodes). */
export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child)
  return element
}

/**
 * A number, an amount or an address inside a sentence of either direction: isolated, left to right, on one
 * line (in Arabic '0.01 ETH' read 'ETH 0.01', and an address broke across lines).
 */
export function ltr(text: string, className = 'amount'): HTMLElement {
  return h('bdi', { class: className, dir: 'ltr' }, text)
}

/**
 * What the page says things with: the visitor's language, numbers and dates in their locale, and the
 * request's tokens (symbol and decimals by lowercased address) for amounts in their units.
 */
export type Speech = {
  t: ApprovalTexts
  f: Format
  tokens?: Record<string, ApprovalToken> | undefined
}
