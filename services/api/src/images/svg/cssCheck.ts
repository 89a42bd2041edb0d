import { PRESENTATION } from './allowlist.js'

// CSS in an SVG image — a `style` attribute, a `<style>` element, and presentation attributes, which the
// browser parses as CSS too — may hold no escapes (`\6a avascript:` is how a deny-list is walked around),
// no at-rules (`@import`, `@font-face` fetch), and no function but the few a drawing needs, `url()` only
// for a `#id` in the same file.

/** Functions a value may call; `url` only as `url(#id)`. */
const FUNCTIONS = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'calc',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
  'blur',
  'drop-shadow',
])

const LOCAL_URL = /^url\(\s*(["']?)#[A-Za-z0-9_.:-]+\1\s*\)/i

/** Why a CSS value (or a presentation attribute's value) is refused, or undefined when it is kept. */
export function cssValueError(value: string): string | undefined {
  if (value.includes('\\')) return 'a CSS escape'
  if (value.includes('/*')) return 'a CSS comment inside a value'
  if (/@/.test(value)) return 'a CSS at-rule'
  if (/javascript:|expression\s*\(/i.test(value)) return 'a script in a style'
  for (const call of value.matchAll(/([A-Za-z-]*)\s*\(/g)) {
    const name = (call[1] ?? '').toLowerCase()
    if (!FUNCTIONS.has(name)) return `the CSS function ${name || '()'}`
    if (name === 'url' && !LOCAL_URL.test(value.slice(call.index)))
      return 'a link to another resource'
  }
  return undefined
}

/**
 * A `style` attribute's (or a rule's) declarations rebuilt as `property:value;…`, or why they are refused:
 * each property a presentation property, each value passing cssValueError.
 */
export function cleanDeclarations(text: string): { css: string } | { error: string } {
  const kept: string[] = []
  for (const declaration of text.split(';')) {
    if (declaration.trim() === '') continue
    const colon = declaration.indexOf(':')
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (colon === -1 || !PRESENTATION.has(property))
      return { error: `the style property ${property || declaration.trim().slice(0, 40)}` }
    const error = cssValueError(value)
    if (error) return { error }
    kept.push(`${property}:${value}`)
  }
  return { css: kept.join(';') }
}

/** A `<style>` element's rules rebuilt (selectors of names, classes and ids), or why they are refused. */
export function cleanStylesheet(text: string): { css: string } | { error: string } {
  // Comments go first: they may sit anywhere between tokens.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, ' ')
  if (source.includes('/*')) return { error: 'an unclosed CSS comment' }
  if (source.includes('\\')) return { error: 'a CSS escape' }
  if (source.includes('@')) return { error: 'a CSS at-rule (@import, @font-face)' }
  const rules: string[] = []
  const parts = source.split('}')
  if ((parts.pop() ?? '').trim() !== '') return { error: 'a style rule that is not closed' }
  for (const part of parts) {
    const open = part.indexOf('{')
    const selector = part.slice(0, open).trim()
    if (
      open === -1 ||
      part.indexOf('{', open + 1) !== -1 ||
      !/^[A-Za-z0-9_\s.#,>*:-]+$/.test(selector)
    )
      return { error: `the style selector ${selector.slice(0, 40) || '(none)'}` }
    const declarations = cleanDeclarations(part.slice(open + 1))
    if ('error' in declarations) return declarations
    rules.push(`${selector.replace(/\s+/g, ' ')}{${declarations.css}}`)
  }
  return { css: rules.join('') }
}
