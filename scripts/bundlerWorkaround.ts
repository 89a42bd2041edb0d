// What the bundler workaround of docs/decisions.md "One dependency set for lazy chunks" buys and costs
// (issue 39 point 8): builds the smallest host (packages/react/src/_test/host) with Vite as it is, then
// without the chunks' dependency lists (chunkDependencies, modalDependencies empty); prints the files the
// page loads before anything runs and their bytes. (Sources import React from 'react' since session 29:
// reactBindings.ts, the other half of the workaround, bought nothing with rolldown 1.2.19.)
//   node --import tsx scripts/bundlerWorkaround.ts
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rolldown } from 'vite'
import { eagerChunks } from '../packages/react/src/_test/eagerChunks.js'

const host = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/react/src/_test/host')

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
  ['as built', []],
  ['without chunkDependencies', [withoutChunkDependencies]],
]
for (const [name, plugins] of variants) console.log(name, JSON.stringify(await eagerFiles(plugins)))
