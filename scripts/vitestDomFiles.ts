// The unit project's test files that ask for a DOM (`// @vitest-environment happy-dom`), read from their
// sources when Vitest loads its config. They run isolated, a page of their own each (vitest.config.ts's
// `unit-dom`): the page's custom-element registry outlives a file, so a file that defines `<foyer-modal>`
// would leave its element, built from that file's copy of Foyer's modules, to the next file (whose views
// then look for another copy's provider). The rest of the unit project shares a process per worker.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DOM = /^\/\/ @vitest-environment happy-dom$/m

/** Test files under `folder` (relative to `root`, and so returned) ending `.test.<extension>` that ask for happy-dom. */
export function domTestFiles(root: string, folder: string, extensions: string[]): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split('/').includes('node_modules'))
    .filter((file) => extensions.some((extension) => file.endsWith(`.test.${extension}`)))
    .map((file) => join(folder, file))
    .filter((file) => DOM.test(readFileSync(join(root, file), 'utf8')))
}
