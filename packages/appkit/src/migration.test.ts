// "Nothing changed but the import paths": apps/appkit-sample is AppKit's React + Wagmi quick-start on
// @foyer/appkit. Rewritten to AppKit's import paths, and without the three documented options that point at
// Foyer's services, it is AppKit code: no Foyer name is left, and it type-checks against the real AppKit
// (bench/ installs @reown/appkit for the benchmarks).
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const sample = join(repo, 'apps', 'appkit-sample', 'src')
const benchModules = join(repo, 'bench', 'node_modules')

/** The only change of import paths a migrating host makes. */
const IMPORT_PATHS: Record<string, string> = {
  '@foyer/appkit/react': '@reown/appkit/react',
  '@foyer/appkit/networks': '@reown/appkit/networks',
  '@foyer/appkit/adapter-wagmi': '@reown/appkit-adapter-wagmi',
}
/** The options the sample adds for Foyer's self-hosted services (README), each on a line of its own. */
const FOYER_OPTION_LINE =
  /^\s*(apiUrl|authUrl|relayUrl): import\.meta\.env\.VITE_FOYER_\w+ \|\| undefined,\n/gm

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

/** The sample as AppKit code: AppKit's import paths, and without Foyer's service options. */
function asAppKit(): { files: Map<string, string>; removed: string[] } {
  const files = new Map<string, string>()
  const removed: string[] = []
  for (const file of sources(sample)) {
    let text = readFileSync(file, 'utf8')
    for (const [foyer, appKit] of Object.entries(IMPORT_PATHS))
      text = text.replaceAll(`'${foyer}'`, `'${appKit}'`)
    text = text.replace(FOYER_OPTION_LINE, (_line, name: string) => {
      removed.push(`${relative(sample, file)}: ${name}`)
      return ''
    })
    files.set(relative(sample, file), text)
  }
  return { files, removed }
}

/** Code without its comments and string literals (which may name Foyer: the devnet is "Foyer Devnet"). */
function codeOnly(text: string): string {
  return text
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
}

test('the sample is AppKit code but for its import paths and three documented service options', () => {
  const { files, removed } = asAppKit()
  expect(removed).toEqual(['App.tsx: apiUrl', 'App.tsx: authUrl', 'App.tsx: relayUrl'])
  const imports = [...files.values()].flatMap((text) =>
    [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] as string),
  )
  expect(imports).toContain('@reown/appkit/react')
  expect(imports).toContain('@reown/appkit-adapter-wagmi')
  expect(
    imports.filter(
      (name) =>
        !name.startsWith('.') &&
        !/^(@reown\/|wagmi$|@tanstack\/react-query$|react$|react-dom\/client$)/.test(name),
    ),
  ).toEqual([])
  for (const [file, text] of files) expect(codeOnly(text), file).not.toMatch(/foyer/i)
})

// `npm test` installs bench/'s dependencies when they are missing (scripts/setup.mjs --test): never skipped.
test('the sample, so rewritten, type-checks against the real AppKit (bench/node_modules)', () => {
  expect(
    existsSync(join(benchModules, '@reown', 'appkit', 'package.json')),
    'bench/ is not installed: `npm test` installs it (node scripts/setup.mjs --test)',
  ).toBe(true)
  const dir = join(repo, '.foyer', 'appkit-migration-check')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of asAppKit().files) {
    mkdirSync(dirname(join(dir, 'src', file)), { recursive: true })
    writeFileSync(join(dir, 'src', file), text)
  }
  // bench's node_modules as the app's own: @reown/appkit, wagmi, React and Vite's types, resolved as a host's.
  symlinkSync(benchModules, join(dir, 'node_modules'), 'dir')
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        verbatimModuleSyntax: true,
        isolatedModules: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  )
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' })
  expect(`${result.stdout}${result.stderr}`.trim()).toBe('')
  expect(result.status).toBe(0)
}, 120_000)
