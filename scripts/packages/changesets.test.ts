// The changesets' files and configuration name exactly the published packages: a renamed or new package
// cannot drop out of versioning unnoticed, and a changeset cannot bump a private workspace.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { PUBLISHABLE, ROOT, readManifest } from './publishable.js'

const folder = join(ROOT, '.changeset')
const published = PUBLISHABLE.map((name) => readManifest(name).name).sort()

test('the published packages move together: config.json fixes them as one group', () => {
  const config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as {
    fixed: string[][]
    access: string
  }
  expect(config.fixed.map((group) => [...group].sort())).toEqual([published])
  expect(config.access).toBe('public')
})

test('every changeset starts with front matter that bumps published packages only', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md')
  for (const file of files) {
    const text = readFileSync(join(folder, file), 'utf8')
    // Changesets reads the front matter only when `---` is the file's very first line.
    // (a formatter that puts a blank line after it breaks that).
    const match = /^---\n(?!\n)([\s\S]*?)\n---\n/.exec(text)
    expect(match, `${file}: front matter at the top`).not.toBeNull()
    for (const line of (match?.[1] ?? '').split('\n').filter(Boolean)) {
      const bump = /^"(@foyer\/[a-z-]+)": (patch|minor|major)$/.exec(line)
      expect(bump, `${file}: "${line}"`).not.toBeNull()
      expect(published, `${file}: ${bump?.[1]} is published`).toContain(bump?.[1])
    }
  }
})
