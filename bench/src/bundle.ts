// Bundle cost: the JavaScript a host app loads eagerly (its entry chunk and everything that chunk
// imports statically, followed through Vite's build manifest) and the lazy rest.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type AppSpec, distDir } from './apps.js'
import { gzip, type Size, sum } from './size.js'
import { type ChunkReport, MODULES_FILE } from './viteConfig.js'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** One app's bundle figures; `cost` is eager minus the baseline's eager. */
export type BundleResult = {
  app: string
  label: string
  eager: Size & { files: number }
  lazy: Size & { files: number }
  eagerCss: Size
  cost: Size | null
  /** What the cost is made of: rendered bytes per package of eager modules the baseline lacks. */
  costByPackage: [string, number][]
  /** How many eager modules the baseline lacks (0 for the baseline itself). */
  costModules: number
  /**
   * Foyer apps: eager chunks other than the entry that hold Foyer's own modules (each one is another
   * request before the page runs); null for the other apps.
   */
  foyerSplitChunks: string[] | null
}

const sizeOf = (file: string): Size => {
  const data = readFileSync(file)
  return { raw: data.length, gzip: gzip(data).length }
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
}

/** The eager files of a build: the entry chunk and its static imports, transitively. */
export function eagerFiles(app: AppSpec): { js: string[]; css: string[] } {
  const dist = distDir(app)
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1)
    throw new Error(`${app.name}: expected one entry, found ${entries.length}`)
  const seen = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${app.name}: manifest has no ${key}`)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entries[0] as string)
  const js = [...seen].map((key) => manifest[key]?.file as string).filter((f) => f.endsWith('.js'))
  return { js, css: [...css] }
}

/** Measures one built app (without the baseline comparison). */
export function measureBundle(app: AppSpec): BundleResult {
  const dist = distDir(app)
  const eager = eagerFiles(app)
  const lazy = jsFiles(dist).filter((file) => !eager.js.includes(file))
  return {
    app: app.name,
    label: app.label,
    eager: { ...sum(eager.js.map((f) => sizeOf(join(dist, f)))), files: eager.js.length },
    lazy: { ...sum(lazy.map((f) => sizeOf(join(dist, f)))), files: lazy.length },
    eagerCss: sum(eager.css.map((f) => sizeOf(join(dist, f)))),
    cost: null,
    costByPackage: [],
    costModules: 0,
    foyerSplitChunks: app.foyer ? foyerSplitChunks(app) : null,
  }
}

/** The eager chunks besides the entry that hold any of Foyer's modules (`node_modules/@foyer/…`). */
function foyerSplitChunks(app: AppSpec): string[] {
  const chunks = readChunkReport(app)
  const eager = new Set(eagerFiles(app).js)
  return chunks
    .filter((chunk) => !chunk.isEntry && eager.has(chunk.fileName))
    .filter((chunk) =>
      Object.keys(chunk.modules).some((id) => id.startsWith('node_modules/@foyer/')),
    )
    .map((chunk) => chunk.fileName)
}

const readChunkReport = (app: AppSpec) =>
  JSON.parse(readFileSync(join(distDir(app), MODULES_FILE), 'utf8')) as ChunkReport[]

/** Measures every app and fills in each one's cost over the baseline. */
export function measureBundles(apps: readonly AppSpec[]): BundleResult[] {
  const results = apps.map(measureBundle)
  const baselineApp = apps.find((app) => app.name === 'baseline')
  const baseline = results.find((result) => result.app === 'baseline')
  apps.forEach((app, i) => {
    const result = results[i] as BundleResult
    if (!baseline || !baselineApp || result === baseline) return
    result.cost = {
      raw: result.eager.raw - baseline.eager.raw,
      gzip: result.eager.gzip - baseline.eager.gzip,
    }
    result.costByPackage = costBreakdown(app, baselineApp)
    result.costModules = costModules(app, baselineApp)
  })
  return results
}

/** The outcome of comparing two builds' eager modules, the host's own code left aside. */
export type EagerComparison = {
  a: string
  b: string
  identical: boolean
  modules: number
  bytes: number
  /** Modules present in one build only, or rendered differently. */
  differences: string[]
}

/** The package a module id belongs to (`viem`, `@wagmi/core`), or its folder for workspace sources. */
function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/')
  if (at < 0) return id.split('/').slice(0, 3).join('/')
  const [scope, name] = id.slice(at + 'node_modules/'.length).split('/')
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope as string)
}

/** Rendered bytes (before minification) per package of the eager modules an app has and the baseline lacks. */
export function costBreakdown(app: AppSpec, baseline: AppSpec, top = 8): [string, number][] {
  const base = eagerModules(baseline)
  const byPackage = new Map<string, number>()
  for (const [id, module] of eagerModules(app)) {
    if (base.has(id)) continue
    byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + module.length)
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)
}

/** How many eager modules an app has that the baseline lacks. */
function costModules(app: AppSpec, baseline: AppSpec): number {
  const base = eagerModules(baseline)
  return [...eagerModules(app).keys()].filter((id) => !base.has(id)).length
}

function eagerModules(app: AppSpec): Map<string, { length: number; sha1: string }> {
  const chunks = readChunkReport(app)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`${app.name}: no entry chunk in ${MODULES_FILE}`)
  const modules = new Map<string, { length: number; sha1: string }>()
  const seen = new Set<string>()
  const hostCode = `bench/apps/${app.name}/`
  const visit = (chunk: ChunkReport) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const [id, module] of Object.entries(chunk.modules))
      if (!id.startsWith(hostCode)) modules.set(id, module)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  visit(entry)
  return modules
}

/**
 * Compares the eager modules of two builds of the same host app that differ only in options (Foyer
 * all features on versus off): every module other than the host's own file must be rendered identically.
 */
export function compareEager(a: AppSpec, b: AppSpec): EagerComparison {
  const left = eagerModules(a)
  const right = eagerModules(b)
  const differences: string[] = []
  for (const [id, module] of left) {
    const other = right.get(id)
    if (!other) differences.push(`only in ${a.name}: ${id} (${module.length} B)`)
    else if (other.sha1 !== module.sha1)
      differences.push(`differs: ${id} (${module.length} B vs ${other.length} B)`)
  }
  for (const [id, module] of right)
    if (!left.has(id)) differences.push(`only in ${b.name}: ${id} (${module.length} B)`)
  return {
    a: a.name,
    b: b.name,
    identical: differences.length === 0,
    modules: left.size,
    bytes: [...left.values()].reduce((total, module) => total + module.length, 0),
    differences,
  }
}

/** Module ids that are Solana code: the Solana adapter, @solana/* and the Wallet Standard. */
const SOLANA_MODULE =
  /(^|\/)(packages\/solana\/|node_modules\/@foyer\/solana\/|node_modules\/@solana\/|node_modules\/@wallet-standard\/)/

/** Every Solana module in any chunk of a build, eager or lazy (an EVM-only host must have none). */
export function solanaModules(app: AppSpec): string[] {
  return readChunkReport(app).flatMap((chunk) =>
    Object.keys(chunk.modules).filter((id) => SOLANA_MODULE.test(id)),
  )
}
