// The dev wallets for host apps that do not bring them (a host's own app has no ?devwallets): a script for
// Playwright's page.addInitScript that announces 'Foyer Dev Wallet' and 'Foyer Test Wallet' (EIP-6963) on
// the given chains before the app's code runs, and keeps them on `window.__foyerDevWallets` as the demo does
// (fixtures.ts' rejectNextRequest works on them too).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevChain } from '@foyer/test'
import { build } from 'vite'

const repo = fileURLToPath(new URL('..', import.meta.url))
const entry = join(repo, 'e2e', 'devWalletEntry.ts')
const cacheDir = join(repo, '.foyer', 'e2e-dev-wallet-script')
/** What the bundle is made of: it is built again when one of these files changes. */
const SOURCES = [entry, join(repo, 'packages', 'test', 'src'), join(repo, 'devnet', 'src')]

/**
 * The init script's text: the dev wallets' bundle (built with Vite as one classic script, cached in
 * .foyer/ until its sources change), then the call that announces them on `chains`.
 */
export async function devWalletInitScript(
  chains: {
    id: number
    name: string
    rpcUrl: string
    nativeCurrency: DevChain['nativeCurrency']
  }[],
): Promise<string> {
  const bundle = await devWalletBundle()
  return `${bundle}\n;window.__foyerInstallDevWallets(${JSON.stringify(chains)});\n`
}

let building: Promise<string> | undefined

/** The bundle's text, built once per source state (and once per process). */
function devWalletBundle(): Promise<string> {
  building ??= (async () => {
    const file = join(cacheDir, `devWallets-${sourceHash()}.js`)
    if (existsSync(file)) return readFileSync(file, 'utf8')
    const outDir = join(cacheDir, 'build')
    await build({
      configFile: false,
      logLevel: 'warn',
      // A classic script has no `process`; the libraries' development branches go.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          entry,
          formats: ['iife'],
          name: '__foyerDevWalletsBundle',
          fileName: () => 'devWallets.js',
        },
      },
    })
    const text = readFileSync(join(outDir, 'devWallets.js'), 'utf8')
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(file, text)
    return text
  })()
  return building
}

/** A hash of every TypeScript source the bundle may include. */
function sourceHash(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(typeScriptFiles).sort()) {
    hash.update(file)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

function typeScriptFiles(path: string): string[] {
  if (path.endsWith('.ts')) return [path]
  return readdirSync(path, { withFileTypes: true }).flatMap((child) => {
    const full = join(path, child.name)
    if (child.isDirectory()) return child.name === 'node_modules' ? [] : typeScriptFiles(full)
    return child.name.endsWith('.ts') && !child.name.includes('.test.') ? [full] : []
  })
}
