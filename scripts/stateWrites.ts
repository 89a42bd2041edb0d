// Where the instance's store is written, read from the sources (stateWriters.test.ts): every
// `….store.setState(…)` call and the top-level state keys it writes, and any setState taken aside. Read with the parser Vite already
// brings (Rolldown's oxc), since the root's TypeScript 7 has no JavaScript compiler API.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseSync } from 'rolldown/utils'
import { sourceFiles } from './sourceFiles.js'

/** An ESTree / TS-ESTree node, read by its shape. */
// biome-ignore lint/suspicious/noExplicitAny: AST nodes are read by shape, checked by the tests
type Node = { type: string; start: number } & Record<string, any>

/** One `setState` call: the file (from the repository's root), its line, and the state keys it writes. */
export type StateWrite = { file: string; line: number; keys: string[] }

/** Every `….store.setState(…)` in the non-test sources under `dirs` (paths from `repo`). */
export function stateWrites(repo: string, dirs: readonly string[]): StateWrite[] {
  return dirs.flatMap((dir) => sourceFiles(join(repo, dir))).flatMap((path) => writesIn(repo, path))
}

/** The writes of one source text (`file` names it in the answer). */
export function writesInSource(file: string, source: string): StateWrite[] {
  const { program, errors } = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : 'ts' })
  if (errors.length > 0)
    throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`)
  const writes: StateWrite[] = []
  const lineOf = (node: Node) => source.slice(0, node.start).split('\n').length
  const called = new Set<Node>()
  visit(program as unknown as Node, (node) => {
    if (!isStoreSetState(node)) return
    called.add(node.callee)
    writes.push({ file, line: lineOf(node), keys: [...new Set(keysOf(node.arguments[0]))].sort() })
  })
  // The store's setState taken aside (`const set = foyer.store.setState`, `const { setState } = foyer.store`,
  // passed along): its calls cannot be read, so the write says so and the key check fails on it.
  visit(program as unknown as Node, (node) => {
    if ((isStoreMember(node, 'setState') && !called.has(node)) || isSetStateTakenFromStore(node))
      writes.push({ file, line: lineOf(node), keys: ['<setState taken aside>'] })
  })
  return writes.sort((a, b) => a.line - b.line)
}

/**
 * The keys of each `type XSlice = { … }` in `state/types.ts`: `{ ConnectionSlice: ['accounts', …], … }`.
 */
export function sliceKeys(repo: string, typesFile: string): Record<string, string[]> {
  const source = readFileSync(join(repo, typesFile), 'utf8')
  const slices: Record<string, string[]> = {}
  for (const match of source.matchAll(/export type (\w+Slice) = \{([^}]*)\}/g)) {
    const [, name = '', body = ''] = match
    slices[name] = [...body.matchAll(/^\s*(?:\/\*\*[^\n]*\*\/\s*)?(\w+)\??:/gm)].map(
      (key) => key[1] ?? '',
    )
  }
  return slices
}

function writesIn(repo: string, path: string): StateWrite[] {
  const source = readFileSync(path, 'utf8')
  if (!source.includes('setState(')) return []
  return writesInSource(relative(repo, path), source)
}

/**
 * `foyer.store.setState(…)`, `context.store.setState(…)`, and through a local `store` (`const { store } =
 * foyer; store.setState(…)`): the instance's store, not wagmi's (`wagmiConfig._internal.connectors`).
 */
function isStoreSetState(node: Node): boolean {
  return node.type === 'CallExpression' && isStoreMember(node.callee, 'setState')
}

/** `….store.<name>` or `store.<name>`. */
function isStoreMember(node: Node | undefined, name: string): boolean {
  return (
    node?.type === 'MemberExpression' &&
    (node.property?.name === name || node.property?.value === name) &&
    isStore(node.object)
  )
}

function isStore(node: Node | undefined): boolean {
  return (
    (node?.type === 'MemberExpression' && node.property?.name === 'store') ||
    (node?.type === 'Identifier' && node.name === 'store')
  )
}

/** `const { setState } = foyer.store` (or `= store`). */
function isSetStateTakenFromStore(node: Node): boolean {
  return (
    node.type === 'VariableDeclarator' &&
    node.id?.type === 'ObjectPattern' &&
    isStore(node.init) &&
    node.id.properties.some(
      (property: Node) => property.type !== 'RestElement' && property.key?.name === 'setState',
    )
  )
}

/** The top-level keys an argument of setState writes: an object, or a function that returns objects. */
function keysOf(node: Node | undefined): string[] {
  if (!node) return []
  switch (node.type) {
    case 'ObjectExpression':
      return node.properties.flatMap((property: Node) =>
        property.type === 'SpreadElement' || property.computed
          ? ['<computed>']
          : [String(property.key.name ?? property.key.value)],
      )
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return node.body.type === 'BlockStatement' ? returnedKeys(node.body) : keysOf(node.body)
    case 'ConditionalExpression':
      return [...keysOf(node.consequent), ...keysOf(node.alternate)]
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return keysOf(node.expression)
    case 'LogicalExpression':
      return [...keysOf(node.left), ...keysOf(node.right)]
    default:
      // A value computed elsewhere: the test cannot tell what it writes, so it says so.
      return ['<computed>']
  }
}

/** The keys of what a function body returns (nested functions' returns are theirs, not its). */
function returnedKeys(body: Node): string[] {
  const keys: string[] = []
  visit(
    body,
    (node) => {
      if (node.type === 'ReturnStatement') keys.push(...keysOf(node.argument))
    },
    (node) => /Function/.test(node.type),
  )
  return keys
}

function visit(node: Node, enter: (node: Node) => void, skip?: (node: Node) => boolean): void {
  enter(node)
  for (const value of Object.values(node)) {
    const children: unknown[] = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        if (!skip?.(child as Node)) visit(child as Node, enter, skip)
  }
}
