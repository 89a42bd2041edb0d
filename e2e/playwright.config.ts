import { defineConfig } from '@playwright/test'

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built demo, served with
// its Content-Security-Policy, on a devnet that the global setup starts on free loopback ports.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // One browser at a time: the machine has two cores and the tests share one devnet.
  workers: 1,
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
