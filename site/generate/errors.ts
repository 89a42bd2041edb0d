// The Errors page: every error class of core's errors/ (and the sign-in and embedded-wallet errors), each
// with its code and the English text it carries, read from the classes' constructors and the places that
// throw them (a catalogue key, `{ key: 'userRejected' }`, or a text), and resolved against the message
// catalogue. Nothing here is typed by hand.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { en } from '../../packages/core/src/messages/en.js'
import { code, GENERATED, prose, table } from './markdown.js'
import { jsDocBefore, type Node, type Parsed, parseFile, ROOT, textOf, walk } from './parse.js'

/** The files whose error classes the page lists, under a heading each. */
export function errorFiles(): { file: string; title: string }[] {
  const folder = 'packages/core/src/errors'
  const titles: Record<string, string> = {
    base: 'The base class',
    api: 'Services',
    caip: 'CAIP ids (`@foyer/core/caip`)',
    calls: 'Batched calls and permissions',
    connection: 'Connecting',
    data: 'Balances and activity',
    format: 'Numbers and addresses',
    names: 'Wallet names',
    nodeErrors: 'Nodes refusing a transaction',
    onramp: 'Buying crypto',
    options: 'Options',
    pay: 'Pay',
    rpcCodes: 'JSON-RPC and provider codes',
    send: 'Send',
    signIn: 'Sign-in',
    swap: 'Swaps',
    wallet: 'Wallets',
    walletConnect: 'WalletConnect',
  }
  const core = readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''))
    .map((name) => ({ file: `${folder}/${name}.ts`, title: titles[name] ?? name }))
  return [
    ...core,
    { file: 'packages/core/src/siwx/errors.ts', title: 'Sign-in messages (`@foyer/core/siwx`)' },
    {
      file: 'packages/embedded/src/host/errors.ts',
      title: 'The embedded wallet (`@foyer/embedded`)',
    },
  ]
}

/** What the page says of one error. */
export type ErrorEntry = {
  name: string
  extends: string | undefined
  codes: string[]
  messages: string[]
  description: string
}

const catalogue = en as Record<string, string>

/** The catalogue text `en.key` names, if `node` is such a reference. */
function catalogueText(node: Node): string | undefined {
  if (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'en'
  )
    return catalogue[node.property.name]
  return undefined
}

/** The texts an expression may evaluate to (catalogue entries, literals, both sides of a condition). */
function textsOf(parsed: Parsed, node: Node | undefined, parameters: Map<string, Node>): string[] {
  if (!node) return []
  const fromCatalogue = catalogueText(node)
  if (fromCatalogue !== undefined) return [fromCatalogue]
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node.value] : [String(node.value)]
    case 'TemplateLiteral':
      // A text built from values is not one the page can show.
      return node.expressions.length === 0 ? [textOf(parsed, node).slice(1, -1)] : []
    case 'ConditionalExpression':
      return [
        ...textsOf(parsed, node.consequent, parameters),
        ...textsOf(parsed, node.alternate, parameters),
      ]
    case 'LogicalExpression':
      return [...textsOf(parsed, node.left, parameters), ...textsOf(parsed, node.right, parameters)]
    case 'ObjectExpression': {
      // { key: 'userRejected', values }: an error's catalogue key, shown as its English text.
      const key = (node.properties as Node[]).find(
        (property) =>
          property.type === 'Property' && (property.key.name ?? property.key.value) === 'key',
      )
      return key
        ? textsOf(parsed, key.value, parameters).map((name) => catalogue[name] ?? name)
        : []
    }
    case 'CallExpression':
      // formatMessage(en.key, { … }): the template, placeholders kept.
      return node.callee.name === 'formatMessage'
        ? textsOf(parsed, node.arguments[0], parameters)
        : []
    case 'Identifier': {
      const parameter = parameters.get(node.name)
      if (!parameter) return []
      if (parameter.type === 'AssignmentPattern')
        return textsOf(parsed, parameter.right, parameters)
      // A parameter typed as a union of literals or of `typeof en.key`.
      const annotation: Node | undefined = parameter.typeAnnotation?.typeAnnotation
      return annotation ? literalsOfType(parsed, annotation) : []
    }
    case 'MemberExpression':
      // WALLET_ERROR_CODES.userRejected and the like: a constant of the same file.
      return [constantValue(parsed, node) ?? ''].filter(Boolean)
    default:
      return []
  }
}

/** The string literals (or catalogue texts) a union type names. */
function literalsOfType(parsed: Parsed, type: Node): string[] {
  if (type.type === 'TSUnionType')
    return (type.types as Node[]).flatMap((member) => literalsOfType(parsed, member))
  if (type.type === 'TSLiteralType' && typeof type.literal.value === 'string')
    return [type.literal.value]
  if (type.type === 'TSTypeQuery') {
    const name = textOf(parsed, type.exprName)
    if (name.startsWith('en.')) return [catalogue[name.slice(3)] ?? name]
  }
  return []
}

/** `OBJECT.key` where OBJECT is a top-level object literal of the file. */
function constantValue(parsed: Parsed, node: Node): string | undefined {
  if (node.object.type !== 'Identifier') return undefined
  let value: string | undefined
  walk(parsed.program, (candidate) => {
    if (candidate.type !== 'VariableDeclarator' || candidate.id.name !== node.object.name) return
    let init: Node = candidate.init
    while (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')
      init = init.expression
    for (const property of (init.properties ?? []) as Node[])
      if (property.key?.name === node.property.name) value = textOf(parsed, property.value)
  })
  return value
}

/** The `code` property of an object expression (a super call's parameters), as texts. */
function codesOf(parsed: Parsed, node: Node | undefined, parameters: Map<string, Node>): string[] {
  if (node?.type !== 'ObjectExpression') return []
  const codes: string[] = []
  for (const property of node.properties as Node[]) {
    if (property.type === 'Property' && (property.key.name ?? property.key.value) === 'code')
      codes.push(
        ...(property.shorthand
          ? textsOf(parsed, property.key, parameters)
          : textsOf(parsed, property.value, parameters)),
      )
  }
  return codes
}

/** The constructor's parameters by name (`x`, `x = default`, `x: Type`). */
function parametersOf(ctor: Node | undefined): Map<string, Node> {
  const map = new Map<string, Node>()
  for (const parameter of (ctor?.value.params ?? []) as Node[]) {
    const target: Node = parameter.type === 'TSParameterProperty' ? parameter.parameter : parameter
    const name = target.type === 'AssignmentPattern' ? target.left.name : target.name
    if (name) map.set(name, target)
  }
  return map
}

/** Messages passed by the code that throws `name` (`new Name(en.key, …)`), across the packages. */
function messagesAtCallSites(name: string): string[] {
  const found: string[] = []
  for (const file of sourceFiles()) {
    const parsed = parseFile(file)
    if (!parsed.source.includes(`new ${name}(`)) continue
    walk(parsed.program, (node) => {
      if (node.type === 'NewExpression' && node.callee.name === name)
        found.push(...textsOf(parsed, node.arguments[0], new Map()))
    })
  }
  return found
}

let sources: string[] | undefined
/** Every non-test TypeScript file of the client packages. */
function sourceFiles(): string[] {
  if (sources) return sources
  const files: string[] = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  for (const name of ['core', 'evm', 'solana', 'embedded', 'react']) visit(`packages/${name}/src`)
  sources = files
  return files
}

/** The position of the parameter `name` in the constructor of `parent`, a class of the same file. */
function parentParameter(
  parsed: Parsed,
  parent: string | undefined,
  name: string,
): number | undefined {
  for (const statement of parsed.program.body as Node[]) {
    const declaration: Node | undefined = statement.declaration ?? statement
    if (declaration?.type !== 'ClassDeclaration' || declaration.id.name !== parent) continue
    const ctor = (declaration.body.body as Node[]).find((member) => member.kind === 'constructor')
    const index = [...parametersOf(ctor).keys()].indexOf(name)
    return index === -1 ? undefined : index
  }
  return undefined
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))]

/** The error classes a file declares, with their codes and texts. */
export function errorsIn(file: string): ErrorEntry[] {
  const parsed = parseFile(file)
  const entries: ErrorEntry[] = []
  for (const statement of parsed.program.body as Node[]) {
    const declaration: Node | undefined = statement.declaration ?? statement
    if (declaration?.type === 'ClassDeclaration') {
      const members = declaration.body.body as Node[]
      const ctor = members.find((member) => member.kind === 'constructor')
      const parameters = parametersOf(ctor)
      let superCall: Node | undefined
      walk(ctor, (node) => {
        if (node.type === 'CallExpression' && node.callee.type === 'Super') superCall = node
      })
      const args: Node[] = superCall?.arguments ?? []
      const staticCode = members.find((member) => member.static && member.key?.name === 'code')
      // Where the parent class takes its text and code: BaseError (shortMessage, { code }); the sign-in
      // errors' own parents (shortMessage, details, code) and (reason, shortMessage, code).
      const position = (name: string) => parentParameter(parsed, declaration.superClass?.name, name)
      const messageAt = position('shortMessage') ?? 0
      const codeAt = position('code')
      const positionalCode = codeAt === undefined ? undefined : args[codeAt]
      let messages = textsOf(parsed, args[messageAt], parameters)
      if (messages.length === 0 && declaration.id.name !== 'BaseError')
        messages = messagesAtCallSites(declaration.id.name)
      entries.push({
        name: declaration.id.name,
        extends: declaration.superClass?.name,
        codes: unique([
          ...codesOf(parsed, args[1], parameters),
          ...(positionalCode ? textsOf(parsed, positionalCode, parameters) : []),
          ...(staticCode && !args[1] ? textsOf(parsed, staticCode.value, parameters) : []),
        ]),
        messages: unique(messages),
        description: jsDocBefore(parsed, statement.start) ?? '',
      })
    }
    // Classes made by a factory: rpcCodes' `named('Name', code, en.key)`, nodeErrors' RULES.
    walk(declaration, (node) => {
      if (
        node.type === 'CallExpression' &&
        node.callee.name === 'named' &&
        node.arguments.length === 3
      ) {
        const [name, codeArgument, message] = node.arguments as Node[]
        entries.push({
          name: String(name?.value),
          extends: 'RpcCodeError',
          codes: [textOf(parsed, codeArgument as Node)],
          messages: textsOf(parsed, message, new Map()),
          description: '',
        })
      }
      if (node.type === 'ObjectExpression') {
        const property = (key: string) =>
          (node.properties as Node[]).find((entry) => entry.key?.name === key)?.value as
            | Node
            | undefined
        const name = property('name')
        const pattern = property('pattern')
        if (name?.type === 'Literal' && pattern)
          entries.push({
            name: String(name.value),
            extends: 'NodeError',
            codes: textsOf(parsed, property('code'), new Map()),
            messages: textsOf(parsed, property('message'), new Map()),
            description: `When the node's words match \`${textOf(parsed, pattern)}\`.`,
          })
      }
    })
  }
  return entries
}

const describeCodes = (codes: string[]) =>
  codes.map((value) => code(value.replace(/^'|'$/g, ''))).join(', ')
const describeMessages = (messages: string[]) =>
  messages.length === 0 ? '—' : messages.map((message) => `“${prose(message)}”`).join('<br>')

/** The generated Markdown of the Errors page. */
export function errorsMarkdown(): string {
  const sections = errorFiles().map(({ file, title }) => {
    const entries = errorsIn(file)
    if (entries.length === 0) return ''
    return [
      `## ${title}`,
      '',
      `From \`${file}\`.`,
      '',
      table(
        ['Error and code', 'Message', 'When'],
        entries.map((entry) => [
          [
            `<span id="${entry.name.toLowerCase()}">\`${entry.name}\`</span>`,
            entry.extends ? `<small>extends \`${entry.extends}\`</small>` : '',
            entry.codes.length ? `<small>code ${describeCodes(entry.codes)}</small>` : '',
          ]
            .filter(Boolean)
            .join('<br>'),
          describeMessages(entry.messages),
          prose(entry.description),
        ]),
      ),
      '',
    ].join('\n')
  })
  return [GENERATED, '', ...sections.filter(Boolean)].join('\n')
}
