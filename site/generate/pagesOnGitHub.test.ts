// The guides read on GitHub as they read on the built site: their code is written in the page, not pulled in
// with VitePress's `<<< @/snippets/…` (which GitHub shows as that line), and each block is, character for
// character, a file of site/snippets/ — the files the documentation's tests type-check and run.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { ROOT } from './parse.js'

const SITE = join(ROOT, 'site')
const SNIPPETS = join(SITE, 'snippets')

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'generated', 'api', '.vitepress'].includes(entry.name)
        ? []
        : files(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

const pages = files(SITE, (name) => name.endsWith('.md'))
/** Every fenced block's body in the pages, as written. */
const blocks = pages.flatMap((page) =>
  [...readFileSync(page, 'utf8').matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map(
    (match) => match[1] as string,
  ),
)

test('no page pulls code in with a VitePress snippet import (GitHub shows only the import line)', () => {
  const imports = pages.flatMap((page) =>
    readFileSync(page, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('<<<'))
      .map((line) => `${relative(SITE, page)}: ${line}`),
  )
  expect(imports).toEqual([])
})

test('every snippet the tests run is written out in a page, exactly', () => {
  const missing = files(SNIPPETS, () => true)
    .filter((snippet) => !blocks.includes(readFileSync(snippet, 'utf8')))
    .map((snippet) => relative(SITE, snippet))
  expect(missing).toEqual([])
})

/** What a page says before a part only the built site has (GitHub shows nothing of an include). */
const GENERATED_NOTE =
  '> Reading this file on GitHub? What follows is generated from the code when the site builds: `npm run docs`\n> in a clone serves the whole site on `http://127.0.0.1:5180/`.'

test('a page whose tables are generated says so where GitHub would stop, and where to read them', () => {
  const silent = pages
    .filter((page) => /^<!--@include: .*generated\//m.test(readFileSync(page, 'utf8')))
    .filter((page) => {
      const text = readFileSync(page, 'utf8')
      const include = text.search(/^<!--@include: .*generated\//m)
      return !text.slice(0, include).trimEnd().endsWith(GENERATED_NOTE)
    })
    .map((page) => relative(SITE, page))
  expect(silent).toEqual([])
})
