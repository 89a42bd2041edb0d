// The public pages cite no unpublished spec, name no `__namedParameters`, and cut no summary mid-sentence.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { apiPageMarkdown } from './apiPages.js'
import { environmentMarkdown } from './environment.js'
import { errorsMarkdown } from './errors.js'
import { eventsMarkdown } from './events.js'
import { optionsMarkdown } from './options.js'
import { firstSentence, ROOT } from './parse.js'
import { publicText, withoutSpecCitations } from './publicText.js'

const CITATIONS: [string, string][] = [
  ['Connects through a connector (SPEC §4).', 'Connects through a connector.'],
  ["Registers a name (SPEC §4 'Name registration').", 'Registers a name.'],
  [
    'Send (SPEC §3: tokens with zero decimals are left out).',
    'Send (tokens with zero decimals are left out).',
  ],
  [
    'Swaps (SPEC §4, §7 `/v1/convert/build-transaction`).',
    'Swaps (`/v1/convert/build-transaction`).',
  ],
  [
    'The image (`/public/getAssetImage/{id}`, SPEC §7), for img.',
    'The image (`/public/getAssetImage/{id}`), for img.',
  ],
  ["A batch that breaks SPEC §5's rules.", 'A batch that breaks the rules.'],
  ['| SPEC §5: an EVM chain id from 2^31 |', '| An EVM chain id from 2^31 |'],
  ['Can go ahead (SPEC §5 texts first).', 'Can go ahead.'],
  ['Feature defaults, exactly as SPEC.md §1 lists them.', 'Feature defaults.'],
  [
    'Every English text, keyed by use. SPEC.md texts are verbatim.',
    'Every English text, keyed by use.',
  ],
]

test('a citation goes, what it explained stays', () => {
  for (const [cited, plain] of CITATIONS) expect(withoutSpecCitations(cited)).toBe(plain)
  expect(publicText('function useBalance(__namedParameters)')).toBe(
    'function useBalance(parameters)',
  )
})

test('a summary ends at its sentence, not inside parentheses, code or an abbreviation', () => {
  expect(firstSentence('Registers a name (headless: no modal). More.')).toBe(
    'Registers a name (headless: no modal).',
  )
  expect(firstSentence('One quote; `enabled: false` stops it. More')).toBe(
    'One quote; `enabled: false` stops it.',
  )
  expect(firstSentence('A list, e.g. this one. More')).toBe('A list, e.g. this one.')
  expect(firstSentence('Starts a purchase: the rest')).toBe('Starts a purchase.')
})

test('no generated page cites the spec or cuts a summary inside parentheses', () => {
  const pages = [
    optionsMarkdown(),
    errorsMarkdown(),
    eventsMarkdown(),
    environmentMarkdown(),
    apiPageMarkdown('hooks'),
    apiPageMarkdown('actions'),
  ].map(publicText)
  for (const page of pages) {
    expect(page).not.toMatch(/SPEC|§\d/)
    expect(page).not.toContain('__namedParameters')
    // A summary cell cut inside its parentheses ends "(…." with no closing parenthesis.
    for (const line of page.split('\n').filter((row) => row.startsWith('| `')))
      expect(line.split(' | ')[1] ?? '', line).not.toMatch(/\([^)]*\.$/)
  }
}, 60_000)

test('no hand-written public page cites the spec', () => {
  const found: string[] = []
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (['node_modules', 'generated', 'api', '.vitepress'].includes(name)) continue
      if (statSync(path).isDirectory()) visit(path)
      else if (name.endsWith('.md') && /SPEC §|§\d/.test(readFileSync(path, 'utf8')))
        found.push(path)
    }
  }
  visit(join(ROOT, 'site'))
  expect(found).toEqual([])
})
