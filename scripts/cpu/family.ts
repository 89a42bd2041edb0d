// Which kind of work a process is, for the CPU sampler's table (bench/README.md, "Session 33").

export const FAMILIES = [
  'vitest',
  'playwright',
  'node (other)',
  'chromium',
  'devnet (anvil)',
  'postgres',
  'build (esbuild, vite, tsc)',
  'other',
] as const
export type Family = (typeof FAMILIES)[number]

const BUILD = /(^|[/ ])(esbuild|vite|vitepress|rolldown|tsc|typedoc)(\.js|\.mjs)?( |$)/

/** The family of a process from its kernel name and command line. */
export function familyOf(comm: string, cmd: string): Family {
  if (
    comm === 'postgres' ||
    comm === 'postmaster' ||
    comm === 'initdb' ||
    cmd.includes('/postgresql/')
  )
    return 'postgres'
  if (comm === 'anvil' || comm.startsWith('solana-test-val')) return 'devnet (anvil)'
  if (/chrom|headless_shell/.test(comm)) return 'chromium'
  if (comm === 'esbuild' || BUILD.test(cmd)) return 'build (esbuild, vite, tsc)'
  // Vitest's main process and its fork workers (vitest/dist/workers/forks.js); Playwright's runner and workers.
  if (cmd.includes('vitest')) return 'vitest'
  if (cmd.includes('playwright')) return 'playwright'
  if (comm === 'node' || comm.startsWith('node ') || comm === 'MainThread') return 'node (other)'
  return 'other'
}
