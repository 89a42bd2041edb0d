// The public API: every name each published entry point exports, read from the export files themselves.
import { findDeclaration, type Node, parseFile, resolveImport } from './parse.js'

/** The published entry points (package subpath → its export file) the reference documents. */
export const ENTRIES = [
  { module: '@foyer/core', file: 'packages/core/src/exports/index.ts', entry: 'core' },
  {
    module: '@foyer/core/adapter',
    file: 'packages/core/src/exports/adapter.ts',
    entry: 'core-adapter',
  },
  { module: '@foyer/core/api', file: 'packages/core/src/exports/api.ts', entry: 'core-api' },
  { module: '@foyer/core/caip', file: 'packages/core/src/exports/caip.ts', entry: 'core-caip' },
  { module: '@foyer/core/siwx', file: 'packages/core/src/exports/siwx.ts', entry: 'core-siwx' },
  { module: '@foyer/evm', file: 'packages/evm/src/exports/index.ts', entry: 'evm' },
  {
    module: '@foyer/evm/sessions',
    file: 'packages/evm/src/exports/sessions.ts',
    entry: 'evm-sessions',
  },
  { module: '@foyer/solana', file: 'packages/solana/src/exports/index.ts', entry: 'solana' },
  { module: '@foyer/embedded', file: 'packages/embedded/src/exports/index.ts', entry: 'embedded' },
  {
    module: '@foyer/embedded/frame',
    file: 'packages/embedded/src/exports/frame.ts',
    entry: 'embedded-frame',
  },
  {
    module: '@foyer/embedded/smart-account',
    file: 'packages/embedded/src/exports/smartAccount.ts',
    entry: 'embedded-smart-account',
  },
  { module: '@foyer/react', file: 'packages/react/src/exports/index.ts', entry: 'react' },
  // @foyer/appkit/networks is left out: it re-exports every chain of viem/chains (viem documents them).
  {
    module: '@foyer/appkit/react',
    file: 'packages/appkit/src/exports/react.ts',
    entry: 'appkit-react',
  },
  {
    module: '@foyer/appkit/adapter-wagmi',
    file: 'packages/appkit/src/exports/adapter-wagmi.ts',
    entry: 'appkit-adapter-wagmi',
  },
  {
    module: '@foyer/appkit/adapter-solana',
    file: 'packages/appkit/src/exports/adapter-solana.ts',
    entry: 'appkit-adapter-solana',
  },
] as const

/** One exported name: a value (function, class, constant, namespace) or a type, and where it is declared. */
export type PublicExport = {
  name: string
  kind: 'value' | 'type'
  /** The file that declares it (for a namespace export, the file it gathers). */
  file: string
  /** The name in that file (`export { a as b }`). */
  local: string
}

/** Every export of a TypeScript module, following re-exports (`export { … } from`, `export * from`). */
export function exportsOf(file: string, seen = new Set<string>()): PublicExport[] {
  if (seen.has(file)) return []
  seen.add(file)
  const parsed = parseFile(file)
  const found: PublicExport[] = []
  for (const statement of parsed.program.body as Node[]) {
    if (statement.type === 'ExportAllDeclaration') {
      const target = resolveImport(file, statement.source.value)
      if (statement.exported)
        found.push({ name: statement.exported.name, kind: 'value', file: target, local: '*' })
      else found.push(...exportsOf(target, new Set(seen)))
      continue
    }
    if (statement.type !== 'ExportNamedDeclaration') continue
    if (statement.source) {
      const target = resolveImport(file, statement.source.value)
      for (const specifier of statement.specifiers as Node[]) {
        const local: string = specifier.local.name ?? specifier.local.value
        const origin = originOf(target, local)
        found.push({
          name: specifier.exported.name ?? specifier.exported.value,
          kind:
            statement.exportKind === 'type' || specifier.exportKind === 'type'
              ? 'type'
              : origin.kind,
          file: origin.file,
          local: origin.local,
        })
      }
      continue
    }
    const declaration: Node | undefined = statement.declaration
    if (!declaration) {
      for (const specifier of statement.specifiers as Node[])
        found.push({
          name: specifier.exported.name,
          kind: statement.exportKind === 'type' ? 'type' : 'value',
          file,
          local: specifier.local.name,
        })
      continue
    }
    if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[])
        found.push({ name: declarator.id.name, kind: 'value', file, local: declarator.id.name })
    else
      found.push({
        name: declaration.id.name,
        kind:
          declaration.type === 'TSTypeAliasDeclaration' ||
          declaration.type === 'TSInterfaceDeclaration'
            ? 'type'
            : 'value',
        file,
        local: declaration.id.name,
      })
  }
  return found
}

/** Where `name`, exported by `file`, is declared (following its re-exports). */
function originOf(
  file: string,
  name: string,
): { file: string; local: string; kind: PublicExport['kind'] } {
  const parsed = parseFile(file)
  const declared = findDeclaration(parsed, name)
  if (declared) return { file, local: name, kind: declared.kind }
  const reexport = exportsOf(file).find((entry) => entry.name === name)
  if (reexport) return { file: reexport.file, local: reexport.local, kind: reexport.kind }
  // Imported, then exported (`import { x } from './y.js'; export { x }`).
  for (const statement of parsed.program.body as Node[])
    if (statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers as Node[])
        if (specifier.local.name === name)
          return originOf(
            resolveImport(file, statement.source.value),
            specifier.imported?.name ?? name,
          )
  return { file, local: name, kind: 'value' }
}

/** The public exports of every entry point, sorted by name, without duplicates. */
export function publicApi(): {
  module: string
  entry: string
  file: string
  exports: PublicExport[]
}[] {
  return ENTRIES.map(({ module, file, entry }) => {
    const byName = new Map(exportsOf(file).map((entry) => [entry.name, entry]))
    return {
      module,
      entry,
      file,
      exports: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
    }
  })
}

/** The JSDoc of an export's declaration, when it has one. */
export function jsDocOf(entry: PublicExport): string | undefined {
  if (entry.local === '*') return undefined
  return findDeclaration(parseFile(entry.file), entry.local)?.jsDoc
}
