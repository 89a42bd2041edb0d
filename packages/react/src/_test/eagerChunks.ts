import type { Rolldown } from 'vite'

/**
 * A Vite build's chunks and the ones a page loads before anything runs: the entry and, transitively, its
 * static imports. Shared by `modal/hostBuild.test.ts` (the guard) and `scripts/bundlerWorkaround.ts` (the
 * measure), so both count eager files the same way.
 */
export function eagerChunks(output: Rolldown.RolldownOutput) {
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const eager = new Set<string>()
  const visit = (fileName: string) => {
    if (eager.has(fileName)) return
    eager.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
  }
  visit(entry.fileName)
  return { chunks, byName, entry, eager }
}
