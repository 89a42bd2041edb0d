// Reads TypeScript sources for the reference generators with the parser Vite already brings (Rolldown's
// oxc parser): the root's TypeScript 7 has no JavaScript compiler API, and these checks must run in the
// unit tests without the site's own packages installed.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'rolldown/utils'

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** An ESTree / TS-ESTree node, read by its shape. */
// biome-ignore lint/suspicious/noExplicitAny: AST nodes are read by shape, checked by the tests
export type Node = { type: string; start: number; end: number } & Record<string, any>

type Comment = { type: string; value: string; start: number; end: number }

/** A parsed source file. */
export type Parsed = { file: string; source: string; program: Node; comments: Comment[] }

const cache = new Map<string, Parsed>()

/** Parses a file (a path from the repository's root, or absolute); cached. */
export function parseFile(file: string): Parsed {
  const path = resolve(ROOT, file)
  const cached = cache.get(path)
  if (cached) return cached
  const source = readFileSync(path, 'utf8')
  const result = parseSync(path, source, { lang: path.endsWith('x') ? 'tsx' : 'ts' })
  if (result.errors.length > 0)
    throw new Error(`${file}: ${result.errors.map((error) => error.message).join('; ')}`)
  const parsed = {
    file: relative(ROOT, path),
    source,
    program: result.program as unknown as Node,
    comments: result.comments as Comment[],
  }
  cache.set(path, parsed)
  return parsed
}

/** The source text of a node. */
export const textOf = (parsed: Parsed, node: Node): string =>
  parsed.source.slice(node.start, node.end)

/** The JSDoc comment (`/** … *\/`) right before `start`, without its stars; undefined when none. */
export function jsDocBefore(parsed: Parsed, start: number): string | undefined {
  let found: Comment | undefined
  for (const comment of parsed.comments) {
    if (comment.end > start) break
    found = comment
  }
  if (found?.type !== 'Block' || !found.value.startsWith('*')) return undefined
  if (parsed.source.slice(found.end, start).trim() !== '') return undefined
  return found.value
    .replace(/^\*/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*? ?/, ''))
    .join('\n')
    .trim()
}

/** The first sentence of a comment, on one line (for tables). */
export function firstSentence(comment: string | undefined): string {
  if (!comment) return ''
  const text = comment
    .split(/\n\s*\n|\n@/)[0]
    ?.replace(/\s+/g, ' ')
    .trim()
  if (!text) return ''
  const end = sentenceEnd(text)
  return end === -1 ? text : text.slice(0, end + 1).replace(/:$/, '.')
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATIONS = /(?:^|\s|\()(?:e\.g|i\.e|etc|vs|cf)\.$/

/**
 * Where the first sentence ends: the first '.' or ':' before a space or the end, outside parentheses and
 * code spans (a summary cut inside "(headless: …)" or "`enabled: false`" would end mid-sentence), and not an
 * abbreviation's full stop.
 */
function sentenceEnd(text: string): number {
  let depth = 0
  let inCode = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '`') inCode = !inCode
    if (inCode) continue
    if (char === '(' || char === '[') depth++
    else if ((char === ')' || char === ']') && depth > 0) depth--
    else if (
      depth === 0 &&
      (char === '.' || char === ':') &&
      /\s|^$/.test(text[index + 1] ?? '') &&
      !(char === '.' && ABBREVIATIONS.test(text.slice(0, index + 1)))
    )
      return index
  }
  return -1
}

/** Visits every node under `node`, depth first. */
export function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (value && typeof value === 'object') walk(value, visit)
  }
}

/** The TypeScript file an import specifier of `from` points at (`./x.js` → `x.ts`). */
export function resolveImport(from: string, specifier: string): string {
  const base = join(dirname(resolve(ROOT, from)), specifier).replace(/\.js$/, '')
  const file = ['.ts', '.tsx'].map((extension) => base + extension).find((path) => existsSync(path))
  if (!file) throw new Error(`${from}: cannot find ${specifier}`)
  return relative(ROOT, file)
}

/** The top-level declaration named `name` in a parsed file (exported or not), with its JSDoc. */
export function findDeclaration(
  parsed: Parsed,
  name: string,
): { node: Node; kind: 'value' | 'type'; jsDoc: string | undefined } | undefined {
  for (const statement of parsed.program.body as Node[]) {
    const declaration: Node | undefined =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement
    if (!declaration) continue
    const jsDoc = jsDocBefore(parsed, statement.start)
    if (
      (declaration.type === 'TSTypeAliasDeclaration' ||
        declaration.type === 'TSInterfaceDeclaration') &&
      declaration.id?.name === name
    )
      return { node: declaration, kind: 'type', jsDoc }
    if (
      (declaration.type === 'FunctionDeclaration' ||
        declaration.type === 'ClassDeclaration' ||
        declaration.type === 'TSEnumDeclaration') &&
      declaration.id?.name === name
    )
      return { node: declaration, kind: 'value', jsDoc }
    if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[])
        if (declarator.id?.name === name) return { node: declarator, kind: 'value', jsDoc }
  }
  return undefined
}
