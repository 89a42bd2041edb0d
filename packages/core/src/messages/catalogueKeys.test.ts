// Every catalogue key Foyer's code hands to a view ({ key: '…' } in errors, toasts, alerts and checks) is
// in the English catalogue, and — unless it is a developer's text, English everywhere — in each of the six
// languages: a German visitor never meets a key without a German sentence.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { DEVELOPER_TEXT_KEYS, en } from './en.js'
import { LOCALES } from './locales.js'

const PACKAGES = join(import.meta.dirname, '../../..')

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '_test' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * The keys the code names: `key: 'x'`, `?.key === 'x'`, and NameServiceError's `'x'` (catalogue keys are
 * camelCase; a keyboard's 'ArrowRight' is not one).
 */
function keysInCode(): Set<string> {
  const keys = new Set<string>()
  for (const name of ['core', 'evm', 'solana', 'embedded', 'react'])
    for (const file of sources(join(PACKAGES, name, 'src'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\bkey(?::|\s*===)\s*'([a-z]\w*)'/g))
        keys.add(match[1] as string)
      for (const match of text.matchAll(/new NameServiceError\('(\w+)'/g))
        keys.add(match[1] as string)
    }
  return keys
}

test('every key the code hands a view is in all six catalogues', async () => {
  const keys = keysInCode()
  expect(keys.size).toBeGreaterThan(100)
  const developer = new Set<string>(DEVELOPER_TEXT_KEYS)
  for (const key of keys) expect(en, key).toHaveProperty(key)
  expect(LOCALES.map((locale) => locale.tag).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja'])
  for (const locale of LOCALES) {
    const messages: Record<string, string> = await locale.load()
    for (const key of keys)
      if (!developer.has(key)) expect(messages[key], `${locale.tag}: ${key}`).toMatch(/\S/)
  }
})
