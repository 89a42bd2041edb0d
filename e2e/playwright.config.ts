import { defineConfig } from '@playwright/test'

/**
 * Specs that send no transaction: every view in every language and mode, the layout. The packaging and
 * AppKit specs send none either, but they install and build host apps (minutes of both cores): they run
 * with the flows, one test at a time, so no flow's timing shares the machine with a `next build`.
 */
const VIEW_SPECS = ['locales.spec.ts', 'accessibility.spec.ts', 'layout.spec.ts']

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built demo, served with
// its Content-Security-Policy, on a devnet that the global setup starts on free loopback ports.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // Two browsers at most, one per project: the flows share one devnet and its funded accounts (their
  // transactions must not race), so they run one at a time; the views only read (no transaction) and run
  // beside them, one at a time too — the machine has two cores.
  workers: 2,
  projects: [
    { name: 'views', testMatch: VIEW_SPECS, workers: 1 },
    { name: 'flows', testMatch: '*.spec.ts', testIgnore: VIEW_SPECS, workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../.foyer/test-results/playwright',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
})
