import { SVG_ATTRIBUTES, SVG_ELEMENTS, SVG_NAMESPACE, XLINK_NAMESPACE } from './allowlist.js'
import { cleanDeclarations, cleanStylesheet, cssValueError } from './cssCheck.js'
import { parseXml, type XmlElement, XmlError, type XmlNode } from './parseXml.js'

// An SVG image rebuilt from what it is allowed to hold (allowlist.ts): the text is parsed, every element
// and attribute checked against the allowlist, and a new document written from the checked tree. Something
// outside the allowlist is refused with its name, not dropped, so the operator who stores an image knows
// what it lost (an editor's export option usually removes it). Comments, the XML declaration and a plain
// DOCTYPE do not render and are left out.

/** An inline raster image: the only thing an `<image>` may show. */
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/

const LOCAL_REFERENCE = /^#[A-Za-z0-9_.:-]+$/

const DATA_ATTRIBUTE = /^data-[a-z0-9-]+$/

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'))
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

class Refused extends Error {}

/** Why one attribute of `element` is refused, or its value as written back. */
function cleanAttribute(element: string, name: string, value: string): string {
  // `data-*` attributes are inert in an image, and design tools write them (Illustrator's data-name).
  if (!SVG_ATTRIBUTES.has(name) && !DATA_ATTRIBUTE.test(name))
    throw new Refused(`${name}= on <${element}>`)
  if (name === 'xmlns') {
    if (value !== SVG_NAMESPACE) throw new Refused(`another namespace (${value.slice(0, 60)})`)
    return value
  }
  if (name === 'xmlns:xlink') {
    if (value !== XLINK_NAMESPACE) throw new Refused(`another namespace (${value.slice(0, 60)})`)
    return value
  }
  if (name === 'href' || name === 'xlink:href') {
    const target = value.trim()
    if (LOCAL_REFERENCE.test(target) || (element === 'image' && INLINE_IMAGE.test(target)))
      return target
    throw new Refused(`a link to another resource (${name} on <${element}>)`)
  }
  if (name === 'style') {
    const cleaned = cleanDeclarations(value)
    if ('error' in cleaned) throw new Refused(`${cleaned.error} (style on <${element}>)`)
    return cleaned.css
  }
  const error = cssValueError(value)
  if (error) throw new Refused(`${error} (${name} on <${element}>)`)
  return value
}

function write(node: XmlNode, parent: string): string {
  if (typeof node === 'string') {
    if (parent === 'style') {
      const cleaned = cleanStylesheet(node)
      if ('error' in cleaned) throw new Refused(`${cleaned.error} (in <style>)`)
      return escapeText(cleaned.css)
    }
    return escapeText(node)
  }
  if (!SVG_ELEMENTS.has(node.name)) throw new Refused(`<${node.name}>`)
  if (node.name === 'style' && node.children.some((child) => typeof child !== 'string'))
    throw new Refused('an element inside <style>')
  const attributes = node.attributes.map(
    ([name, value]) => ` ${name}="${escapeAttribute(cleanAttribute(node.name, name, value))}"`,
  )
  const children = node.children.map((child) => write(child, node.name)).join('')
  return children === ''
    ? `<${node.name}${attributes.join('')}/>`
    : `<${node.name}${attributes.join('')}>${children}</${node.name}>`
}

/** The root with the namespaces a standalone SVG file needs to render (an `<img>` reads it as XML). */
function withNamespaces(root: XmlElement): XmlElement {
  const names = new Set(root.attributes.map(([name]) => name))
  const attributes = [...root.attributes]
  if (!names.has('xmlns')) attributes.unshift(['xmlns', SVG_NAMESPACE])
  const usesXlink = (node: XmlNode): boolean =>
    typeof node !== 'string' &&
    (node.attributes.some(([name]) => name === 'xlink:href') || node.children.some(usesXlink))
  if (!names.has('xmlns:xlink') && usesXlink(root))
    attributes.push(['xmlns:xlink', XLINK_NAMESPACE])
  return { ...root, attributes }
}

/**
 * The SVG text rebuilt from its allowed elements and attributes, or why it is refused: not XML this reader
 * takes, a root that is not `<svg>`, or something outside the allowlist (named in the error).
 */
export function sanitizeSvg(text: string): { svg: string } | { error: string } {
  let root: XmlElement
  try {
    root = parseXml(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    if (error instanceof XmlError) return { error: `the SVG is not well-formed: ${error.message}` }
    throw error
  }
  if (root.name !== 'svg') return { error: 'not a PNG, WebP, JPEG or SVG image' }
  try {
    return { svg: write(withNamespaces(root), '') }
  } catch (error) {
    if (error instanceof Refused)
      return { error: `the SVG holds ${error.message}, which an image may not` }
    throw error
  }
}
