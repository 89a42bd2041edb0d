// Writes the generated parts of the reference pages into site/reference/generated/ (git-ignored), which the
// hand-written pages include. With --check-api (after TypeDoc), also fails when a public export has no page
// in the generated API reference. Run by scripts/docs.mjs; by hand: node --import tsx site/generate/main.ts
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiPageMarkdown } from './apiPages.js'
import { environmentMarkdown } from './environment.js'
import { errorsMarkdown } from './errors.js'
import { eventsMarkdown } from './events.js'
import { optionsMarkdown } from './options.js'
import { ROOT } from './parse.js'
import { publicText, rewritePages } from './publicText.js'
import { missingFromReference, referenceLinks } from './reference.js'

const folder = join(ROOT, 'site', 'reference', 'generated')
rmSync(folder, { recursive: true, force: true })
mkdirSync(folder, { recursive: true })
const links = referenceLinks()
const pages: Record<string, () => string> = {
  'options.md': optionsMarkdown,
  'errors.md': errorsMarkdown,
  'events.md': eventsMarkdown,
  'environment.md': environmentMarkdown,
  'hooks.md': () => apiPageMarkdown('hooks', links),
  'actions.md': () => apiPageMarkdown('actions', links),
}
for (const [name, make] of Object.entries(pages))
  writeFileSync(join(folder, name), publicText(make()))
console.log(
  `[docs] wrote ${Object.keys(pages).length} generated parts to site/reference/generated/`,
)
// TypeDoc's pages (when it ran first, as scripts/docs.mjs has it) in the same public words.
const typedocPages = join(ROOT, 'site', 'reference', 'api')
if (existsSync(typedocPages))
  console.log(`[docs] ${rewritePages(typedocPages)} API reference pages put in public words`)

if (process.argv.includes('--check-api')) {
  const missing = missingFromReference()
  if (missing.length > 0) {
    console.error(
      `[docs] public exports missing from the API reference:\n  ${missing.join('\n  ')}`,
    )
    process.exit(1)
  }
  console.log('[docs] every public export has a page in the API reference')
}
