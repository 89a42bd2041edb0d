// @vitest-environment node
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { expect, test } from 'vitest'
import { eagerChunks } from '../_test/eagerChunks.js'

const host = resolve(dirname(fileURLToPath(import.meta.url)), '../_test/host')

// A host page built with Vite loads its entry chunk and that chunk's static imports before anything
// runs; each extra chunk is another request on the way to the connect button. Foyer's lazy chunks (the
// modal, send, receive, activity, the wallet actions) must not pull modules the page loads anyway out of
// the entry into such extra chunks: neither Foyer's own (docs/decisions.md, "One dependency set for lazy
// chunks") nor viem's (docs/decisions.md, "The EVM adapter reads the chain without viem's call action"),
// nor rolldown's runtime helpers, which get a file of their own as soon as a lazy chunk calls one
// (docs/decisions.md, "One eager file").
test('a Vite host loads Foyer in its entry chunk alone, and nothing of the lazy chunks', async () => {
  const output = (await build({
    configFile: false,
    root: host,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput
  const { byName, entry, eager } = eagerChunks(output)

  const shortId = (id: string) => {
    const at = id.lastIndexOf('node_modules/')
    return at >= 0 ? id.slice(at) : id.slice(Math.max(0, id.indexOf('/packages/')))
  }
  const splitOff = [...eager]
    .filter((fileName) => fileName !== entry.fileName)
    .flatMap((fileName) =>
      Object.keys(byName.get(fileName)?.modules ?? {}).map((id) => `${fileName}: ${shortId(id)}`),
    )
  expect(splitOff).toEqual([])

  // The modal and the feature views stay lazy.
  const eagerModules = [...eager].flatMap((fileName) =>
    Object.keys(byName.get(fileName)?.modules ?? {}),
  )
  expect(eagerModules.some((id) => id.endsWith('/modal/views/Connect.tsx'))).toBe(false)
  expect(eagerModules.some((id) => id.endsWith('/modal/views/sendFlow.tsx'))).toBe(false)
  expect(
    eagerModules.some((id) => id.endsWith('/packages/react/src/components/ConnectButton.tsx')),
  ).toBe(true)
}, 60_000)
