// Modal latency and what loads before the click, in headless Debian Chromium. Every app is served
// gzip-compressed on loopback; every request to any other host is aborted (and DNS for any other host
// fails, a second lock for WebSockets, which routes do not see).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type AppSpec, BENCH_DIR, distDir } from './apps.js'
import {
  type MainThreadCpu,
  mainThreadCpu,
  TRACE_CATEGORIES,
  type TraceEvent,
} from './mainThread.js'
import { type StaticServer, serveStatic } from './serve.js'
import { median } from './stats.js'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]
/** How long the network must be quiet after the button shows before the click. */
const IDLE_MS = 2000
/** Give up waiting for quiet after this long (a kit that keeps fetching is clicked anyway). */
const IDLE_CAP_MS = 20_000

type ProbeTimes = { buttonAt: number | null; clickAt: number | null; firstViewAt: number | null }

/** One page load and click. Times in milliseconds, bytes as sent (gzip for text). */
export type Run = {
  navToButton: number
  clickToFirstView: number
  jsBeforeClick: { bytes: number; files: number }
  jsAfterClick: { bytes: number; files: number }
  idleCapped: boolean
  blocked: Record<string, number>
  errors: string[]
  /** The page's main-thread CPU (only when the run traced it: `mainThreadCpu` in the options). */
  cpu?: MainThreadCpu | null
}

/** One app's runs under one CPU throttling rate, with medians. */
export type LatencyResult = {
  app: string
  label: string
  throttle: number
  runs: Run[]
  /** Navigation → button of the extra page loads that stop once the button shows (no click). */
  navOnly: number[]
  median: {
    navToButton: number
    clickToFirstView: number
    jsBeforeClick: number
    jsAfterClick: number
  }
  blockedHosts: string[]
  errors: string[]
}

const isLoopback = (url: URL) =>
  url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:'

const probeSource = readFileSync(join(BENCH_DIR, 'src/probe.js'), 'utf8')

const jsSent = (server: StaticServer, from: number, to = Number.POSITIVE_INFINITY) => {
  const js = server.log.slice(from, to).filter((sent) => sent.path.endsWith('.js'))
  return { bytes: js.reduce((total, sent) => total + sent.bytes, 0), files: js.length }
}

/** A fresh context and page with the probe installed, other hosts blocked, and the CPU throttled. */
async function openPage(browser: Browser, app: AppSpec, throttle: number) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  })
  const blocked: Record<string, number> = {}
  const errors: string[] = []
  try {
    await context.route(
      (url) => !isLoopback(url),
      (route) => {
        const host = new URL(route.request().url()).host
        blocked[host] = (blocked[host] ?? 0) + 1
        return route.abort('blockedbyclient')
      },
    )
    await context.addInitScript({
      content: `${probeSource}\nbenchProbe(${JSON.stringify(app.button)}, ${JSON.stringify(app.firstView)})`,
    })
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message.split('\n')[0]}`))
    page.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console: ${message.text().split('\n')[0]?.slice(0, 200)}`)
    })
    if (throttle !== 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    }
    return { context, page, blocked, errors }
  } catch (error) {
    await context.close()
    throw error
  }
}

/**
 * Resolves when the probe announces a time (see probe.js). Listening to the console adds no work to the
 * page, where polling it with Playwright would.
 */
const announced = (page: Page, name: 'button' | 'first-view') =>
  page.waitForEvent('console', {
    predicate: (message) => message.text() === `foyer-bench:${name}`,
    timeout: 60_000,
  })

const readTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: ProbeTimes }).__bench)

/** Loads the app and waits until its connect button has shown; returns when it did (page clock). */
async function loadUntilButton(page: Page, server: StaticServer): Promise<number> {
  const button = announced(page, 'button')
  await page.goto(server.url, { waitUntil: 'commit', timeout: 60_000 })
  await button
  return (await readTimes(page)).buttonAt as number
}

/** One page load and click. */
async function runOnce(
  browser: Browser,
  app: AppSpec,
  server: StaticServer,
  throttle: number,
  pressMs: number,
  trace: boolean,
): Promise<Run> {
  const { context, page, blocked, errors } = await openPage(browser, app, throttle)
  let tracing = false
  try {
    server.log.length = 0
    if (trace) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES })
      tracing = true
    }
    await loadUntilButton(page, server)
    // Let the page settle: kits often download their "lazy" chunks right after load.
    const settleStart = performance.now()
    let idleCapped = false
    for (;;) {
      const now = performance.now()
      const lastSent = server.log.at(-1)?.at ?? settleStart
      if (now - Math.max(lastSent, settleStart) >= IDLE_MS) break
      if (now - settleStart >= IDLE_CAP_MS) {
        idleCapped = true
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const beforeClick = server.log.length
    if (
      await page.evaluate(() =>
        (window as unknown as { __benchFirstViewVisible: () => boolean }).__benchFirstViewVisible(),
      )
    )
      errors.push('first view visible before the click')
    const firstView = announced(page, 'first-view')
    await page.locator(app.button.join(' ')).first().click({ timeout: 30_000, delay: pressMs })
    await firstView
    const times = await readTimes(page)
    // Anything the click fetched has arrived by now or is counted in the next run's reset.
    await page.waitForTimeout(200)
    let cpu: MainThreadCpu | null | undefined
    if (tracing) {
      tracing = false
      cpu = mainThreadCpu(readTrace(await browser.stopTracing()))
      if (!cpu || cpu.press === null)
        errors.push('main-thread CPU: a mark is missing from the trace')
    }
    return {
      navToButton: times.buttonAt as number,
      clickToFirstView: (times.firstViewAt as number) - (times.clickAt as number),
      jsBeforeClick: jsSent(server, 0, beforeClick),
      jsAfterClick: jsSent(server, beforeClick),
      idleCapped,
      blocked,
      errors,
      ...(cpu === undefined ? {} : { cpu }),
    }
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {})
    await context.close()
  }
}

/** The events of a trace `browser.stopTracing()` returned. */
const readTrace = (buffer: Buffer): TraceEvent[] => {
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] }
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

/** Options of a latency benchmark. */
export type LatencyOptions = {
  runs: number
  /**
   * Extra page loads per rate, for each app the navigation budget compares, that stop once the button
   * shows: navigation → button is a ratio against a budget of 10%, so it gets more samples than the slow
   * load-wait-click runs can give.
   */
  navRuns: number
  throttles: readonly number[]
  /** How long the mouse button stays down before the click (mousedown → mouseup), in milliseconds. */
  pressMs: number
  /**
   * Whether each load and click is traced for its main-thread CPU (mainThread.ts): the figure the short
   * check decides on. Tracing adds a little work to every page alike.
   */
  mainThreadCpu?: boolean
  onRun?: (line: string) => void
}

/** Measures every app: `runs` page loads each per throttling rate, apps interleaved run by run. */
export async function measureLatency(
  apps: readonly AppSpec[],
  { runs, navRuns, throttles, pressMs, mainThreadCpu: trace = false, onRun }: LatencyOptions,
): Promise<{ results: LatencyResult[]; chromium: string }> {
  const servers = new Map<string, StaticServer>()
  let browser: Browser | undefined
  try {
    for (const app of apps) servers.set(app.name, await serveStatic(distDir(app)))
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    })
    const results: LatencyResult[] = []
    for (const throttle of throttles) {
      const runsOf = new Map<string, Run[]>(apps.map((app) => [app.name, []]))
      for (let i = 0; i < runs; i++) {
        // Rotate the order so no app always goes first (a cold machine) or last.
        const order = apps.map((_, k) => apps[(k + i) % apps.length] as AppSpec)
        for (const app of order) {
          const run = await runOnce(
            browser,
            app,
            servers.get(app.name) as StaticServer,
            throttle,
            pressMs,
            trace,
          )
          runsOf.get(app.name)?.push(run)
          onRun?.(
            `${throttle}x run ${i + 1}/${runs} ${app.name}: button ${run.navToButton.toFixed(0)} ms, ` +
              `first view ${run.clickToFirstView.toFixed(0)} ms, JS before click ${(run.jsBeforeClick.bytes / 1000).toFixed(1)} kB` +
              `${run.cpu ? `; main-thread CPU: to the button ${run.cpu.navToButton.toFixed(0)} ms, press ${run.cpu.press?.toFixed(0) ?? '?'} ms` : ''}` +
              `${run.idleCapped ? ' (never idle)' : ''}${run.errors.length ? `, ${run.errors.length} error(s)` : ''}`,
          )
        }
      }
      // Navigation-only loads for the apps the navigation budget compares: its 10% limit is close to this
      // machine's load-to-load spread, so it needs many loads; the anchors' loads are longer and no
      // budget reads their navigation time (their medians come from the full runs).
      const navOf = new Map<string, number[]>(apps.map((app) => [app.name, []]))
      const navApps = apps.filter((app) => app.navBudget)
      for (let i = 0; i < navRuns; i++) {
        const order = navApps.map((_, k) => navApps[(k + i) % navApps.length] as AppSpec)
        for (const app of order) {
          const { context, page } = await openPage(browser, app, throttle)
          try {
            navOf
              .get(app.name)
              ?.push(await loadUntilButton(page, servers.get(app.name) as StaticServer))
          } finally {
            await context.close()
          }
        }
        onRun?.(`${throttle}x navigation-only round ${i + 1}/${navRuns}`)
      }
      for (const app of apps) {
        const appRuns = runsOf.get(app.name) as Run[]
        const navOnly = navOf.get(app.name) as number[]
        results.push({
          app: app.name,
          label: app.label,
          throttle,
          runs: appRuns,
          navOnly,
          median: {
            navToButton: median([...appRuns.map((run) => run.navToButton), ...navOnly]),
            clickToFirstView: median(appRuns.map((run) => run.clickToFirstView)),
            jsBeforeClick: median(appRuns.map((run) => run.jsBeforeClick.bytes)),
            jsAfterClick: median(appRuns.map((run) => run.jsAfterClick.bytes)),
          },
          blockedHosts: [...new Set(appRuns.flatMap((run) => Object.keys(run.blocked)))].sort(),
          errors: [...new Set(appRuns.flatMap((run) => run.errors))],
        })
      }
    }
    return { results, chromium: browser.version() }
  } finally {
    await browser?.close()
    for (const server of servers.values()) await server.close()
  }
}
