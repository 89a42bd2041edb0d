// The import graph of the repository's TypeScript sources, for the cycle check (importCycles.test.ts).
// Every kind of import counts: `import … from`, `import type`, `export … from`, bare `import 'x'` and
// `import('x')`, because a cycle through any of them ties the modules together for readers and bundlers.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { sourceFiles } from './sourceFiles.js'

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"()]*?(?:from\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/**
 * Source files under `roots` (tests and test helpers left out), with the files each imports; workspace
 * packages resolve through `packages`. `dynamic: false` leaves `import()` out (what a module needs to load).
 */
export function importGraph(
  repo: string,
  roots: readonly string[],
  packages: Record<string, string>,
  { dynamic = true }: { dynamic?: boolean } = {},
): Map<string, string[]> {
  const files = roots.flatMap((root) => sourceFiles(resolve(repo, root)))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets: string[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (match[2] && !dynamic) continue
      const specifier = match[1] ?? match[2] ?? ''
      const target = specifier.startsWith('.')
        ? sourceOf(resolve(dirname(file), specifier))
        : packages[specifier] && resolve(repo, packages[specifier])
      if (target) targets.push(relative(repo, target))
    }
    graph.set(relative(repo, file), targets)
  }
  return graph
}

/** The strongly connected groups of more than one file (or a file importing itself): the import cycles. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const lowlinks = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (node: string) => {
    indices.set(node, index)
    lowlinks.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!indices.has(next)) {
        connect(next)
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, lowlinks.get(next) ?? 0))
      } else if (onStack.has(next))
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, indices.get(next) ?? 0))
    }
    if (lowlinks.get(node) !== indices.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort())
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node)
  return cycles
}

function sourceOf(path: string): string | undefined {
  if (/\.tsx?$/.test(path) && existsSync(path)) return path
  return [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'), join(path, 'index.ts')].find(
    existsSync,
  )
}

/** Every file `from` reaches through the graph, itself included. */
export function reachable(graph: Map<string, string[]>, from: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of graph.get(file) ?? []) visit(next)
  }
  for (const file of from) visit(file)
  return seen
}
