import { PREFIX } from '../errors.js'
import { type AppKitElementTag, ATTRIBUTES } from './attributes.js'

const said = new Set<string>()

/**
 * Tells the developer, once per page for each element and attribute, about an attribute Foyer cannot
 * honour (or a value of an honoured one it does not know). The button still renders, without it.
 */
export function warnUnsupportedAttributes(tag: AppKitElementTag, element: Element): void {
  for (const [name, rule] of Object.entries(ATTRIBUTES[tag])) {
    const value = element.getAttribute(name)
    if (value === null) continue
    const problem = rule.honoured
      ? rule.values && !rule.values.includes(value)
        ? `expected ${rule.values.map((known) => `"${known}"`).join(' or ')}`
        : undefined
      : rule.accepts?.includes(value)
        ? undefined
        : rule.why
    const key = `${tag} ${name}`
    if (!problem || said.has(key)) continue
    said.add(key)
    console.warn(
      `${PREFIX} <${tag} ${name}="${value}"> is not supported: ${problem}. The attribute has no effect.`,
    )
  }
}
