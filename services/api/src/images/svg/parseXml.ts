// A small, strict XML reader for SVG images: elements, attributes, text, CDATA and comments, with the five
// predefined entities and character references only. Anything else a parser would have to resolve or run
// — a DOCTYPE's internal subset (entity declarations), an undeclared entity, a processing instruction past
// the XML declaration — is refused, so what is read here is exactly what a browser would see.

/** An element: its qualified name, its attributes in order, and its children. */
export type XmlElement = {
  name: string
  attributes: [name: string, value: string][]
  children: XmlNode[]
}
export type XmlNode = XmlElement | string

/** The text is not XML this reader accepts; the message says where and why. */
export class XmlError extends Error {
  override name = 'XmlError'
}

/** Deeper nesting is refused: a logo is a few levels deep, and the rebuild walks the tree recursively. */
export const MAX_DEPTH = 64

const NAME = /[A-Za-z_][A-Za-z0-9_.:-]*/y
const SPACE = /[ \t\r\n]*/y
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Text with its entity and character references replaced; throws on any other reference. */
function decode(text: string): string {
  return text.replace(/&([^;&\s]{0,32});?/g, (whole, reference: string) => {
    if (!whole.endsWith(';')) throw new XmlError('an & that starts no reference')
    const predefined = PREDEFINED[reference]
    if (predefined !== undefined) return predefined
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(reference)
      ? Number.parseInt(reference.slice(2), 16)
      : /^#[0-9]{1,7}$/.test(reference)
        ? Number(reference.slice(1))
        : undefined
    if (code === undefined) throw new XmlError(`an entity (&${reference};) the SVG does not define`)
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new XmlError(`a character reference to no character (&${reference};)`)
    return String.fromCodePoint(code)
  })
}

/** Reads `text` as one XML document; its root element (prolog comments and a plain DOCTYPE skipped). */
export function parseXml(text: string): XmlElement {
  let at = 0
  const fail = (why: string): never => {
    throw new XmlError(`${why} (at character ${at})`)
  }
  const skipSpace = () => {
    SPACE.lastIndex = at
    SPACE.test(text)
    at = SPACE.lastIndex
  }
  const readName = () => {
    NAME.lastIndex = at
    const match = NAME.exec(text)
    if (!match) return fail('expected a name')
    at = NAME.lastIndex
    return match[0]
  }
  const skipUntil = (end: string, what: string) => {
    const close = text.indexOf(end, at)
    if (close === -1) fail(`an unclosed ${what}`)
    const skipped = text.slice(at, close)
    at = close + end.length
    return skipped
  }
  /** Comments, and what may come before the root: the XML declaration and a DOCTYPE without a subset. */
  const skipMisc = (prolog: boolean) => {
    for (;;) {
      skipSpace()
      if (text.startsWith('<!--', at)) {
        at += 4
        skipUntil('-->', 'comment')
      } else if (prolog && at === 0 && text.startsWith('<?xml', at)) {
        skipUntil('?>', 'XML declaration')
      } else if (prolog && text.startsWith('<!DOCTYPE', at)) {
        const declaration = skipUntil('>', 'DOCTYPE')
        if (declaration.includes('[')) fail('a DOCTYPE with declarations of its own')
      } else return
    }
  }

  const readStartTag = (): { element: XmlElement; empty: boolean } => {
    at += 1 // '<'
    const element: XmlElement = { name: readName(), attributes: [], children: [] }
    for (;;) {
      const before = at
      skipSpace()
      if (text.startsWith('/>', at)) {
        at += 2
        return { element, empty: true }
      }
      if (text[at] === '>') {
        at += 1
        return { element, empty: false }
      }
      if (at === before) fail(`expected a space, > or /> in <${element.name}>`)
      const name = readName()
      skipSpace()
      if (text[at] !== '=') fail(`attribute ${name} has no value`)
      at += 1
      skipSpace()
      const quote = text[at]
      if (quote !== '"' && quote !== "'") fail(`attribute ${name}'s value is not quoted`)
      at += 1
      const raw = skipUntil(quote as string, `value of ${name}`)
      if (raw.includes('<')) fail(`a < in the value of ${name}`)
      if (element.attributes.some(([seen]) => seen === name)) fail(`attribute ${name} given twice`)
      element.attributes.push([name, decode(raw)])
    }
  }

  skipMisc(true)
  if (text[at] !== '<') fail('expected the root element')
  const root = readStartTag()
  const open: XmlElement[] = root.empty ? [] : [root.element]
  while (open.length > 0) {
    const parent = open[open.length - 1] as XmlElement
    const next = text.indexOf('<', at)
    if (next === -1) fail(`<${parent.name}> is not closed`)
    if (next > at) parent.children.push(decode(text.slice(at, next)))
    at = next
    if (text.startsWith('<!--', at)) {
      at += 4
      skipUntil('-->', 'comment')
    } else if (text.startsWith('<![CDATA[', at)) {
      at += 9
      parent.children.push(skipUntil(']]>', 'CDATA section'))
    } else if (text.startsWith('</', at)) {
      at += 2
      const name = readName()
      skipSpace()
      if (text[at] !== '>' || name !== parent.name)
        fail(`</${name}> does not close <${parent.name}>`)
      at += 1
      open.pop()
    } else if (text[at + 1] === '?' || text[at + 1] === '!') {
      fail('a processing instruction or declaration inside the document')
    } else {
      const { element, empty } = readStartTag()
      parent.children.push(element)
      if (!empty) {
        if (open.length >= MAX_DEPTH) fail(`elements nested deeper than ${MAX_DEPTH}`)
        open.push(element)
      }
    }
  }
  skipMisc(false)
  if (at !== text.length) fail('text after the root element')
  return root.element
}
