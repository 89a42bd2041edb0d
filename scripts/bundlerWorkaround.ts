// What the bundler workaround of docs/decisions.md "One eager file" and "One dependency set for lazy chunks"
// buys and costs (issue 39 point 8): builds the smallest host (packages/react/src/_test/host) with Vite as
// it is, then without React's values from reactBindings.ts (each module imports 'react' itself), without the
// chunks' dependency lists (chunkDependencies, modalDependencies empty), and without both; prints the files
// the page loads before anything runs and their bytes.
//   node --import tsx scripts/bundlerWorkaround.ts
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rolldown } from 'vite'
import { eagerChunks } from '../packages/react/src/_test/eagerChunks.js'

const host = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/react/src/_test/host')

/** Every `import … from './reactBindings.js'` resolved to React itself, as a plain package would write it. */
const withoutReactBindings: Plugin = {
  name: 'without-react-bindings',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('/reactBindings.js')) return null
    return this.resolve('react', importer, { skipSelf: true })
  },
}

/** The lists the modal's and the feature chunks hand out, emptied. */
const withoutChunkDependencies: Plugin = {
  name: 'without-chunk-dependencies',
  enforce: 'pre',
  load(id) {
    if (id.endsWith('/modal/chunkDependencies.ts')) return 'export const chunkDependencies = []'
    if (id.endsWith('/modal/modalDependencies.ts')) return 'export const modalDependencies = []'
    return null
  },
}

async function eagerFiles(plugins: Plugin[]) {
  const output = (await build({
    configFile: false,
    root: host,
    logLevel: 'silent',
    plugins: [react(), ...plugins],
    build: { write: false },
  })) as Rolldown.RolldownOutput
  const { chunks, byName, entry, eager } = eagerChunks(output)
  const gzip = (fileName: string) => gzipSync(byName.get(fileName)?.code ?? '').length
  return {
    eagerFiles: eager.size,
    entryGzip: gzip(entry.fileName),
    eagerGzip: [...eager].reduce((sum, fileName) => sum + gzip(fileName), 0),
    chunks: chunks.length,
    allGzip: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
  }
}

const variants: [string, Plugin[]][] = [
  ['as built (both)', []],
  ['without reactBindings', [withoutReactBindings]],
  ['without chunkDependencies', [withoutChunkDependencies]],
  ['without both', [withoutReactBindings, withoutChunkDependencies]],
]
for (const [name, plugins] of variants) console.log(name, JSON.stringify(await eagerFiles(plugins)))
