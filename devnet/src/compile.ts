import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** ABI, creation bytecode (constructor arguments not appended) and runtime bytecode of one compiled contract. */
export type CompiledContract = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

/** Compiled contracts by contract name (e.g. `FoyerToken`). */
export type CompiledContracts = Record<string, CompiledContract>

const devnetRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Folder holding the Solidity sources. */
export const CONTRACTS_DIR = join(devnetRoot, 'contracts')

/** Folder holding cached compiler output (gitignored). */
export const BUILD_DIR = join(devnetRoot, 'build')

const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // An older target than anvil's default hardfork, so the code runs whatever anvil picks.
  evmVersion: 'cancun',
}

/** What each of our contracts outputs; imported library files output nothing of their own. */
const OUTPUTS = ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object']

/**
 * Packages our contracts may import from (`import "@openzeppelin/contracts/…"`). Their versions are part
 * of the cache key, as their files are part of what is compiled.
 */
const IMPORTABLE_PACKAGES = ['@account-abstraction/contracts', '@openzeppelin/contracts'] as const

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

/** Reads every `.sol` file of the contracts folder, keyed by file name. */
async function readSources(dir: string): Promise<Record<string, { content: string }>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const name of names) sources[name] = { content: await readFile(join(dir, name), 'utf8') }
  return sources
}

const require = createRequire(import.meta.url)

/** A package's version from its package.json: reading it loads nothing else (solc's compiler is slow to load). */
function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version
}

/** Hash of everything that determines the compiler output. */
function cacheKey(sources: Record<string, { content: string }>): string {
  const versions = Object.fromEntries(
    ['solc', ...IMPORTABLE_PACKAGES].map((name) => [name, packageVersion(name)]),
  )
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ versions, settings: SOLC_SETTINGS, outputs: OUTPUTS, sources }))
  return hash.digest('hex').slice(0, 16)
}

/** solc's import callback: files of IMPORTABLE_PACKAGES, read from node_modules; nothing else. */
function findImport(path: string): { contents: string } | { error: string } {
  if (!IMPORTABLE_PACKAGES.some((name) => path.startsWith(`${name}/`)))
    return { error: `${path}: only ${IMPORTABLE_PACKAGES.join(' and ')} may be imported` }
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `${path}: ${(error as Error).message}` }
  }
}

/** Runs solc-js on the sources; loading the compiler itself takes a few seconds. */
async function runSolc(sources: Record<string, { content: string }>): Promise<CompiledContracts> {
  const { default: solc } = await import('solc')
  // Only our own files (the keys of `sources`) output code; the files they import are compiled into them.
  const outputSelection = Object.fromEntries(
    Object.keys(sources).map((name) => [name, { '*': OUTPUTS }]),
  )
  const input = { language: 'Solidity', sources, settings: { ...SOLC_SETTINGS, outputSelection } }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: findImport }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const contracts: CompiledContracts = {}
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(file)) {
      const bytecode = contract.evm.deployedBytecode.object
      // Abstract contracts compile to empty bytecode: nothing to deploy.
      if (bytecode.length === 0) continue
      contracts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${bytecode}`,
      }
    }
  }
  return contracts
}

/** Deletes cached outputs of earlier sources, keeping `current`. */
async function removeStale(buildDir: string, current: string): Promise<void> {
  for (const name of await readdir(buildDir)) {
    const path = join(buildDir, name)
    if (name.startsWith('contracts-') && name.endsWith('.json') && path !== current) {
      await rm(path, { force: true })
    }
  }
}

/**
 * Compiles the devnet contracts with solc-js, caching the result in `devnet/build/` under a hash of
 * the sources and settings, so only the first run after a change pays the compiler's cost.
 */
export async function compileContracts(
  options: { contractsDir?: string; buildDir?: string } = {},
): Promise<CompiledContracts> {
  const contractsDir = options.contractsDir ?? CONTRACTS_DIR
  const buildDir = options.buildDir ?? BUILD_DIR
  const sources = await readSources(contractsDir)
  const file = join(buildDir, `contracts-${cacheKey(sources)}.json`)
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CompiledContracts
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const contracts = await runSolc(sources)
  await mkdir(buildDir, { recursive: true })
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(contracts))
  await rename(temporary, file)
  await removeStale(buildDir, file)
  return contracts
}
