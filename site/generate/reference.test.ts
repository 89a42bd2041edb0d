// The documentation cannot drift from the code: every option, event, error, environment variable, hook and
// action the code has is on its page, and the API reference covers every public export.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { FEATURE_DEFAULTS } from '../../packages/core/src/options/defaults.js'
import { ACTION_GROUPS, apiPageMarkdown, HOOK_GROUPS, ungrouped } from './apiPages.js'
import { ENVIRONMENT_NOTES, environmentMarkdown, variablesRead } from './environment.js'
import { errorFiles, errorsIn, errorsMarkdown } from './errors.js'
import { EVENT_NOTES, eventShapes, eventsMarkdown } from './events.js'
import { ENTRIES, publicApi } from './exports.js'
import {
  FEATURE_NOTES,
  isAcceptedOption,
  membersOf,
  OPTION_NOTES,
  optionsMarkdown,
  runtimeDefaults,
  THEME_VARIABLE_NOTES,
} from './options.js'
import { ROOT } from './parse.js'

const sorted = (values: Iterable<string>) => [...values].sort()

describe('Options', () => {
  const markdown = optionsMarkdown()

  test('every FoyerOptions member is an option createFoyer accepts, with a line on the page', () => {
    const members = membersOf('FoyerOptions').map((member) => member.name)
    expect(sorted(members)).toEqual(sorted(Object.keys(OPTION_NOTES)))
    for (const name of members) {
      expect(isAcceptedOption(name), name).toBe(true)
      expect(markdown).toContain(`### \`${name}\` {#${name}}`)
    }
    expect(isAcceptedOption('noSuchOption')).toBe(false)
  })

  test('a default is either the code’s value or a note, never both, and every option has one', () => {
    const defaults = runtimeDefaults()
    for (const [name, note] of Object.entries(OPTION_NOTES)) {
      const inCode = name in defaults
      expect(inCode && note.default !== undefined, `${name}: default in code and in the note`).toBe(
        false,
      )
      expect(inCode || note.default !== undefined, `${name}: no default`).toBe(true)
    }
    expect(markdown).toContain('`"system"`')
    expect(markdown).toContain('`"wss://relay.walletconnect.org"`')
  })

  test('every feature switch and theme variable is on the page with its default', () => {
    const features = membersOf('Features').map((member) => member.name)
    expect(sorted(features)).toEqual(sorted(Object.keys(FEATURE_NOTES)))
    expect(sorted(features)).toEqual(sorted(Object.keys(FEATURE_DEFAULTS)))
    for (const name of features) expect(markdown).toContain(`{#feature-${name}}`)
    const variables = membersOf('ThemeVariables').map((member) => member.name)
    expect(sorted(variables)).toEqual(sorted(Object.keys(THEME_VARIABLE_NOTES)))
    for (const name of variables) expect(markdown).toContain(`\`${name}\``)
  })
})

describe('Events', () => {
  test('every FoyerEvent is on the page with its payload', () => {
    const shapes = eventShapes()
    expect(sorted(shapes.map((shape) => shape.type))).toEqual(sorted(Object.keys(EVENT_NOTES)))
    const markdown = eventsMarkdown()
    for (const shape of shapes) {
      expect(markdown).toContain(`\`${shape.type}\``)
      for (const field of shape.fields) expect(markdown).toContain(`${field.name}: `)
    }
    expect(markdown).toContain("`via: 'wallet' \\| 'onramp'`")
  })
})

describe('Errors', () => {
  const markdown = errorsMarkdown()

  // The generators parse the packages' sources: ~5 s each on a shared machine, more beside other files.
  test('every error class the error modules export is on the page', async () => {
    const files = errorFiles()
    expect(files.length).toBeGreaterThan(15)
    for (const { file } of files) {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        const isErrorClass =
          typeof value === 'function' &&
          (value as { prototype?: unknown }).prototype instanceof Error
        if (isErrorClass) expect(markdown, `${file}: ${name}`).toContain(`\`${name}\``)
      }
    }
  })

  test('the texts come from the catalogue, the codes from the constructors', () => {
    const all = errorFiles().flatMap(({ file }) => errorsIn(file))
    const byName = new Map(all.map((entry) => [entry.name, entry]))
    expect(byName.get('SiweAndSiwxError')).toMatchObject({
      codes: ['SIWE_AND_SIWX'],
      messages: ['Cannot set both siweConfig and siwx options'],
    })
    expect(byName.get('UserRejectedRequestError')?.codes).toEqual(['4001'])
    expect(byName.get('ParseRpcError')?.codes).toEqual(['-32700'])
    expect(byName.get('NonceTooLowError')?.codes).toEqual(['NONCE_TOO_LOW'])
    expect(byName.get('PayError')?.codes).toContain('PAY_CANCELLED')
    // Errors whose text the thrower chooses list the catalogue texts thrown with them.
    expect(byName.get('SwapError')?.messages.length).toBeGreaterThan(3)
    // Every error but the bases carries a text the page shows.
    const bases = new Set([
      'BaseError',
      'SiwxError',
      'ApiRequestError',
      'RpcCodeError',
      'NodeError',
    ])
    for (const entry of all)
      if (!bases.has(entry.name)) expect(entry.messages.length, entry.name).toBeGreaterThan(0)
  })
})

describe('Environment', () => {
  test('every variable the services read is described, and nothing else', () => {
    const read = variablesRead()
    expect(sorted(read.keys())).toEqual(sorted(Object.keys(ENVIRONMENT_NOTES)))
    for (const [name, services] of read)
      expect(sorted(ENVIRONMENT_NOTES[name]?.services ?? []), name).toEqual(sorted(services.keys()))
    const markdown = environmentMarkdown()
    for (const name of read.keys()) expect(markdown).toContain(`\`${name}\``)
  })
})

describe('Hooks and Actions', () => {
  test('every export of @foyer/react is on the Hooks page', () => {
    expect(ungrouped('hooks')).toEqual({ missing: [], unknown: [] })
    expect(apiPageMarkdown('hooks')).toContain('`useFoyerAccount`')
    expect(Object.keys(HOOK_GROUPS).length).toBeGreaterThan(5)
  })

  test('every action of @foyer/core is on the Actions page', () => {
    expect(ungrouped('actions')).toEqual({ missing: [], unknown: [] })
    expect(apiPageMarkdown('actions')).toContain('`connect`')
    expect(Object.keys(ACTION_GROUPS).length).toBeGreaterThan(5)
  })
})

describe('API reference', () => {
  test('TypeDoc documents every published entry point, and only those', () => {
    const packages = ['core', 'evm', 'solana', 'embedded', 'react', 'appkit']
    const subpaths = packages.flatMap((name) => {
      const manifest = JSON.parse(
        readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'),
      ) as { exports: Record<string, unknown> }
      return Object.keys(manifest.exports).map((subpath) =>
        `@foyer/${name}/${subpath}`.replace(/\/\.\/?/, '/').replace(/\/$/, ''),
      )
    })
    // @foyer/appkit/networks re-exports every chain of viem/chains: viem documents those. @foyer/core/internal
    // is private to Foyer's own packages: not documented for hosts.
    const undocumented = ['@foyer/appkit/networks', '@foyer/core/internal']
    const documented = subpaths.filter((subpath) => !undocumented.includes(subpath))
    expect(sorted(ENTRIES.map((entry) => entry.module))).toEqual(sorted(documented))
    const config = JSON.parse(readFileSync(join(ROOT, 'site/typedoc/typedoc.json'), 'utf8')) as {
      entryPoints: string[]
    }
    expect(sorted(config.entryPoints)).toEqual(
      sorted(ENTRIES.map((entry) => `./entries/${entry.entry}.ts`)),
    )
    for (const entry of ENTRIES) {
      const source = readFileSync(join(ROOT, 'site/typedoc/entries', `${entry.entry}.ts`), 'utf8')
      expect(source).toContain(`@module ${entry.module}`)
      expect(source).toContain(`export * from '../../../${entry.file.replace(/\.ts$/, '.js')}'`)
    }
    expect(readdirSync(join(ROOT, 'site/typedoc/entries')).length).toBe(ENTRIES.length)
  })

  test('the public API is read from the export files', () => {
    const api = new Map(publicApi().map((entry) => [entry.module, entry.exports]))
    const names = (module: string) => api.get(module)?.map((entry) => entry.name) ?? []
    expect(names('@foyer/core')).toContain('createFoyer')
    expect(names('@foyer/core')).toContain('constants')
    expect(names('@foyer/core/api')).toContain('identitySchema')
    expect(names('@foyer/embedded/frame')).toContain('runFrame')
    expect(names('@foyer/react')).toContain('FoyerProvider')
  })

  // That every public export has a page in the generated API reference is checked where the reference is
  // made: `npm run docs:build` (site/generate/main.ts --check-api) fails without one, and `npm test` runs it
  // beside Vitest. A test here could only run when an earlier build had left the pages (it was skipped on a
  // fresh clone), and would read them while the build beside it rewrites them.
})
