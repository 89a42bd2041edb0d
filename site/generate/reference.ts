// The generated API reference (TypeDoc, site/reference/api/): where each export's page is, and which public
// exports it lacks.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ReferenceLinks } from './apiPages.js'
import { publicApi } from './exports.js'
import { ROOT } from './parse.js'

/** TypeDoc's output folder and its VitePress sidebar. */
export const API_FOLDER = join(ROOT, 'site', 'reference', 'api')
const SIDEBAR = join(API_FOLDER, 'typedoc-sidebar.json')

type SidebarItem = { text: string; link?: string; items?: SidebarItem[] }

/** Module → name → the page's link, from TypeDoc's sidebar; undefined before TypeDoc has run. */
export function referencePages(): Map<string, Map<string, string>> | undefined {
  if (!existsSync(SIDEBAR)) return undefined
  const modules = JSON.parse(readFileSync(SIDEBAR, 'utf8')) as SidebarItem[]
  const pages = new Map<string, Map<string, string>>()
  for (const module of modules) {
    const names = new Map<string, string>()
    // The module's own members sit one level down (Functions, Classes…).
    for (const group of module.items ?? [])
      for (const item of group.items ?? []) if (item.link) names.set(item.text, item.link)
    // A name the module re-exports from another documented place is a line of its index page:
    // "Re-exports [Name](path)", pointing at that page.
    if (module.link) {
      const index = join(ROOT, 'site', module.link, 'index.md')
      const text = existsSync(index) ? readFileSync(index, 'utf8') : ''
      for (const [, name, path] of text.matchAll(/^Re-exports \[([^\]]+)\]\(([^)]+)\)/gm))
        if (name && path && !names.has(name))
          names.set(name, join(dirname(`${module.link}index.md`), path))
      // A renamed re-export ("### CreateAppKit" then "Renames and re-exports [AppKitOptions](path)") is the
      // new name's line, pointing at the original's page.
      for (const [, name, path] of text.matchAll(
        /^### (\S+)\n\nRenames and re-exports \[[^\]]+\]\(([^)]+)\)/gm,
      ))
        if (name && path && !names.has(name))
          names.set(name, join(dirname(`${module.link}index.md`), path))
    }
    pages.set(module.text, names)
  }
  return pages
}

/** Links into the reference for the Hooks and Actions pages (none before TypeDoc has run). */
export function referenceLinks(): ReferenceLinks {
  const pages = referencePages()
  return (module, name) => pages?.get(module)?.get(name)
}

/** `module: name` of every public export without a page in the generated reference. */
export function missingFromReference(): string[] {
  const pages = referencePages()
  if (!pages) throw new Error('The API reference has not been generated (run npm run docs:build)')
  const missing: string[] = []
  for (const { module, exports } of publicApi()) {
    const names = pages.get(module)
    for (const entry of exports) {
      const link = names?.get(entry.name)
      const file = link && join(ROOT, 'site', link.replace(/\/$/, '/index.md'))
      if (!file || !existsSync(file)) missing.push(`${module}: ${entry.name}`)
    }
  }
  return missing
}
