// Reading the .cpuprofile files server.ts writes (FOYER_BENCH_CPU_PROFILE).
import { readFileSync } from 'node:fs'

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

/** The functions with the most self time in a .cpuprofile: `[name (file:line), ms]`, most first. */
export function topSelfTime(file: string, count = 12): [string, number][] {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(nodes.map((node) => [node.id, node.callFrame]))
  const totals = new Map<string, number>()
  samples.forEach((id, index) => {
    const frame = byId.get(id)
    const name = `${frame?.functionName || '(anonymous)'} (${frame?.url.split('/').slice(-2).join('/')}:${frame?.lineNumber})`
    totals.set(name, (totals.get(name) ?? 0) + (timeDeltas[index] ?? 0) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => [name, Math.round(ms)])
}

/** Self time summed by the file (or package) it was spent in: `[file, ms]`, most first. */
export function selfTimeByFile(file: string, count = 15): [string, number][] {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(nodes.map((node) => [node.id, node.callFrame]))
  const totals = new Map<string, number>()
  samples.forEach((id, index) => {
    const url = byId.get(id)?.url ?? ''
    const where = url.includes('node_modules/')
      ? url.split('node_modules/').at(-1)?.split('/').slice(0, 2).join('/')
      : url.split('/').slice(-3).join('/') || `(${byId.get(id)?.functionName})`
    totals.set(where ?? url, (totals.get(where ?? url) ?? 0) + (timeDeltas[index] ?? 0) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => [name, Math.round(ms)])
}
