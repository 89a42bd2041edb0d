// The public API of every published entry, kept as API Extractor reports under packages/*/api/.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type IConfigFile,
} from '@microsoft/api-extractor'
import { STAGE } from './packPackages.js'
import { entriesOf, PUBLISHABLE, packageDir, readManifest } from './publishable.js'

/** The report file of one entry: `.` → `index.api.md`, `./siwx` → `siwx.api.md`. */
const reportName = (path: string) =>
  `${path === '.' ? 'index' : path.slice(2).replaceAll('/', '-')}.api.md`

/**
 * Compares (`update: false`, what tests do) or rewrites (`update: true`) each entry's report from the
 * packed packages (`packPackages()` first): the declarations a host gets, each package's imports of the
 * others resolved to their packed copies, so they stay references instead of being inlined. An accidental
 * change of a public type, function or export shows as a diff of a reviewed file. Returns the entries
 * whose report differs.
 */
export function apiReports({ update }: { update: boolean }): string[] {
  linkStagedPackages()
  const changed: string[] = []
  for (const folder of PUBLISHABLE) {
    const dir = join(STAGE, folder)
    const manifest = readManifest(folder)
    const reportFolder = join(packageDir(folder), 'api')
    mkdirSync(reportFolder, { recursive: true })
    const entries = entriesOf(manifest).map((entry) => {
      const typings = join(dir, 'dist', `${entry.name}.d.ts`)
      if (!existsSync(typings)) throw new Error(`${typings} is missing: run npm run packages:pack`)
      return { entry, typings }
    })
    const configs = entries.map(({ entry, typings }) => ({
      entry,
      config: ExtractorConfig.prepare({
        configObject: {
          projectFolder: dir,
          mainEntryPointFilePath: typings,
          compiler: {
            overrideTsconfig: { compilerOptions: { lib: ['ES2023', 'DOM'], skipLibCheck: true } },
          },
          apiReport: {
            enabled: true,
            reportFileName: reportName(entry.path),
            reportFolder,
            reportTempFolder: join(STAGE, '.api', folder),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: MESSAGES,
        } satisfies IConfigFile,
        configObjectFullPath: join(dir, 'api-extractor.json'),
        packageJsonFullPath: join(dir, 'package.json'),
        packageJson: { ...manifest, exports: undefined } as never,
      }),
    }))
    // One TypeScript program per package for all of its entries (API Extractor's `additionalEntryPoints`),
    // not one per entry: compiling the declarations was most of the check's time, and an entry's report
    // reads only what its own entry exports (issue 38: 17 programs → 6).
    const [first] = configs
    if (!first) continue
    const compilerState = CompilerState.create(first.config, {
      additionalEntryPoints: entries.slice(1).map(({ typings }) => typings),
    })
    for (const { entry, config } of configs) {
      const reportFile = join(reportFolder, reportName(entry.path))
      const before = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : ''
      const result = Extractor.invoke(config, {
        localBuild: update,
        showVerboseMessages: false,
        compilerState,
      })
      const after = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : ''
      if (!result.succeeded && !update) changed.push(`${manifest.name}${entry.path.slice(1)}`)
      else if (update && before !== after) changed.push(`${manifest.name}${entry.path.slice(1)}`)
    }
  }
  return changed
}

/** What API Extractor reports: the compiler's warnings, and a report's input that is not a declaration. */
const MESSAGES: IConfigFile['messages'] = {
  compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
  extractorMessageReporting: {
    default: { logLevel: ExtractorLogLevel.None },
    'ae-wrong-input-file-type': { logLevel: ExtractorLogLevel.Error },
  },
  tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
}

/** `.foyer/pack/node_modules/@foyer/<name>` → the staged package, found first by the staged declarations. */
function linkStagedPackages(): void {
  const scope = join(STAGE, 'node_modules', '@foyer')
  rmSync(scope, { recursive: true, force: true })
  mkdirSync(scope, { recursive: true })
  for (const folder of PUBLISHABLE) symlinkSync(join(STAGE, folder), join(scope, folder), 'dir')
}
