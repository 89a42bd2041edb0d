import { defineConfig, type ReporterDescription } from '@playwright/test'

/**
 * Specs that send no transaction: every view in every language and mode, the layout, and connect.spec and
 * demoPage.spec (they connect the dev wallets in their own pages, whose wallets' network and storage are the
 * page's, and read no balance but its format; session 37 moved them here from own-accounts, whose
 * packages.spec spends ~500 s in its `beforeAll` beside its tests under load: the lane that ends last). The
 * AppKit spec sends none either but reads the dev wallet's balance, which the flows change: it stays with them.
 */
const VIEW_SPECS = [
  'locales.spec.ts',
  'accessibility.spec.ts',
  'layout.spec.ts',
  'connect.spec.ts',
  'demoPage.spec.ts',
]

/**
 * Specs whose every account is the test's own: a fresh e-mail address, passkey or social login per test,
 * funded on the devnet for that test only (setBalance). They share no funded account and no mailbox with
 * any other test, so they run beside the flows (issue 38). A spec that sends from the dev wallets' or any
 * other shared account stays in the flows.
 */
const OWN_ACCOUNT_SPECS = [
  'email.spec.ts',
  'approvalPage.spec.ts',
  'embeddedAttacks.spec.ts',
  'passkeys.spec.ts',
  'devices.spec.ts',
  'social.spec.ts',
  'farcaster.spec.ts',
  // It connects the dev wallet to its two host apps and sends nothing, reads no balance: its builds and
  // checks (~4 min in CI, the flows lane's largest spec) leave the longest lane for the shortest (issue 38,
  // session 30). Its limits are hang guards like every other's, so the load of a `next build` beside a
  // login changes no verdict.
  'packages.spec.ts',
]

/** FOYER_E2E_CPU_REPORT=file.json adds the CPU seconds per test and per spec (cpuReporter.ts). */
const cpuReport: ReporterDescription[] = process.env.FOYER_E2E_CPU_REPORT
  ? [['./cpuReporter.ts']]
  : []

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built demo, served with
// its Content-Security-Policy, on a devnet that the global setup starts on free loopback ports.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // Three browsers at most, one per project. The flows share one devnet and its funded accounts (the dev
  // wallets': their transactions must not race), so they run one at a time; the views only read and the
  // own-account specs touch no shared account, so each runs beside them, one at a time too. The flows wait
  // on the chain, the mail and the wallet's pages far more than they compute: a third browser on two cores
  // fills that time (measured in e2e/README.md).
  workers: 3,
  projects: [
    { name: 'views', testMatch: VIEW_SPECS, workers: 1 },
    { name: 'own-accounts', testMatch: OWN_ACCOUNT_SPECS, workers: 1 },
    {
      name: 'flows',
      testMatch: '*.spec.ts',
      testIgnore: [...VIEW_SPECS, ...OWN_ACCOUNT_SPECS],
      workers: 1,
    },
  ],
  retries: 0,
  // Both limits only guard against a hang: every step waits for a state or an event. They must stay far
  // above a step's duration on a loaded machine: a CI run beside other work (eight processes on two cores)
  // saw the e-mail view take > 10 s to leave 'Authenticating…' and two logins outlast 60 s while every step
  // was still progressing (issue 38). No spec lowers them; a walk raises its own. A test's 240 s: beside
  // stress-ng the longest plain tests took 62–71 s (devices, names: session 36), too close to the 120 s it was.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json'], ...cpuReport],
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
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network and
    // the console. Without the screencast's filmstrip: encoding the frames of every test, passed or not,
    // was ~45 % of a walk's CPU (issue 38, e2e/README.md "CPU"); the DOM snapshots show each step's page.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
})
