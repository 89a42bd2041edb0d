// The budgets Foyer holds itself to, checked against results measured in the same run.

import { EAGER_RECORD_SLACK, readEagerRecord } from './eagerRecord.js'
import type { LatencyResult } from './latency.js'
import type { MainThreadCpu } from './mainThread.js'
import {
  PAIRED_NAV_CPU_RATIO_LIMIT,
  PAIRED_PRESS_CPU_OVER_PLAIN_MS_LIMIT,
  PAIRED_ROUNDS,
  PAIRED_THROTTLE,
  pairedDifferences,
  pairedRatios,
} from './pairedCheck.js'
import type { BudgetOutcome, BundleFile, LatencyFile } from './results.js'
import { ratioInterval } from './stats.js'
import { ms, ratio } from './table.js'

/** The Foyer build the budgets are about (default features). */
const FOYER = 'foyer'
/** Eager JavaScript an EVM host's Foyer should add to the baseline's, gzip bytes: issue 38's target. */
export const EAGER_COST_BUDGET_BYTES = 15_000
/** The same for a host on EVM and Solana. */
export const EAGER_COST_SOLANA_BUDGET_BYTES = 17_000
/**
 * Until the targets are met, what the eager cost may not exceed: the cost last measured, rounded up to the next
 * 0.5 kB (session 24, 2026-11-28: +30,473 and +34,002 bytes gzip). The targets print as INFO lines (not met
 * yet: a visible debt, not a red CI); lower these caps with every gain, and drop them once the targets pass.
 * Raised once since, with its reason: the one typed session hub (issue 39) that both adapters read from the
 * start measured +30,7xx bytes after the merge (EVM), so 31.0 kB. And the EVM + Solana cap once, 34.5 → 35.0 kB
 * (session 26): a Solana-only host's embedded wallet needs the Solana adapter to take the session at mount
 * (ownEmbeddedWallet.ts: its connector and the social return a page came back with; the frame and the login
 * stay lazy), +0.6 kB gzip measured (34.8 kB). Lowered in session 27 to 28.0 and 32.0 kB: the option notices,
 * the sign-in reactions, the services' start-up and pay() load in a chunk of core's own after createFoyer
 * (docs/decisions.md, "What an instance starts after createFoyer"), measured +27,705 and +31,569 bytes.
 * Lowered in session 28 to 24.5 and 28.0 kB (the cost measured plus 0.3 kB, rounded up to the next 0.5 kB):
 * foyer.connect, disconnect, switchNetwork and signMessage call through the deferred parts, the RPC-code and
 * node-error tables load with toWalletError, and the options' detailed checks after createFoyer
 * (docs/decisions.md, "What else loads after createFoyer"), measured +24,206 and +27,688 bytes; then, with
 * @foyer/evm's methods in its lazy actions chunk (evmweight28), 22.5 and 26.5 kB on the merge: measured
 * +22,036 and +25,774 bytes (session 28's fresh-clone CI). Lowered in session 29 to 20.8 and 25.0 kB (the cost
 * measured plus 0.3 kB, rounded up to the next 0.1 kB): the modal's reactions start with the deferred parts,
 * and what only the wallet actions, the account's tabs or the modal use left core's and react's page modules
 * (docs/decisions.md, "The modal's reactions start with the deferred parts"), measured +20,431 and +24,649 bytes;
 * then 20.6 and 23.5 kB on the merge of session 29, with the Solana adapter's methods in its lazy chunk
 * (solana29): measured +20,301 and +23,188 bytes (the merge's fresh-clone CI). Lowered in session 30 to 19.2 and
 * 21.5 kB (measured plus 0.3 kB, rounded up to the next 0.1 kB): the debug log's ring, requestApproval, the
 * services' answer check, `constants` as a plain object, the namespace rules' code, and Solana's Wallet
 * Standard registry left the page (docs/decisions.md, "What the page starts without…", "Solana's wallets are
 * listed a chunk after createFoyer"), measured +18,812 and +21,168 bytes (branch weight30 on e8bd5c4).
 * Lowered in session 33 to 17.6 and 20.9 kB (measured plus 0.3 kB, rounded up): the EVM adapter's connector
 * shells and the start's setLocale load a chunk after the page (docs/decisions.md, weight33's section),
 * measured +17,250 and +20,553 bytes (the merge's fresh-clone CI, ea762fb).
 * Lowered in session 34 to 15.5 and 18.9 kB (measured plus 0.3 kB, rounded up): the balance query, a named
 * view's checks, the locale's loaders and the failed login's toast go through the deferred parts
 * (docs/decisions.md, weight34's four sections), measured +15,154 and +18,515 bytes (the stressed `.ci/run`
 * of 3a9ffa0).
 * Session 35: the EVM target is met (the buttons' balance label formatted by the deferred parts,
 * `createSessionHub` and the view stack's moves in modules the entry does not hold; measured +14,874 bytes in
 * the fresh-clone CI of 7392391, before routerHistory's −0.1 kB), so the EVM cap is the target itself: a
 * PASS/FAIL budget from now on. Then the EVM + Solana target too: the Solana adapter's session shells load a
 * chunk after the page (docs/decisions.md, session 35), measured +16,432 bytes (EVM +14,783) on 83947a1.
 */
export const EAGER_COST_CAP_BYTES = EAGER_COST_BUDGET_BYTES
export const EAGER_COST_SOLANA_CAP_BYTES = EAGER_COST_SOLANA_BUDGET_BYTES
/** JavaScript Foyer may add to what is fetched before the first click, gzip bytes. */
export const PRE_CLICK_BUDGET_BYTES = 60_000
/**
 * JavaScript the press on Foyer's button fetches before its first view (the modal's chunk, the English
 * catalogue), gzip bytes: the click path's weight, which doubled unnoticed (14.9 → 31.7 kB, issue 38 point
 * 5). Bytes, not times, so that `bench:bundle -- --check`'s one page load in CI decides it on a busy machine.
 * The cost measured in session 26 (43,995 bytes, after the feature-only hooks left the modal's chunk: it was
 * 46,208) rounded up to the next 0.5 kB; lower it with every gain.
 */
export const PRESS_JS_CAP_BYTES = 44_500
/** Navigation → button: Foyer's median over the baseline's, at each CPU rate (issue 38 point 5). */
export const NAV_RATIO_BUDGET = 1.05
/** Click → first view at 1×: what Foyer may take beyond the plain dialog's median, ms (one frame). */
export const CLICK_OVER_PLAIN_MS = 16

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Whether every app selected built: a build that fails is a FAIL, never a "not measured". */
export function buildsOutcome(
  apps: readonly { name: string }[],
  failed: readonly string[],
): BudgetOutcome {
  return {
    name: 'every app builds',
    status: failed.length ? 'FAIL' : 'PASS',
    detail: failed.length ? `failed: ${failed.join(', ')}` : `${apps.length} app(s)`,
  }
}

/** Every budget the given results allow: the bundle budgets, then the latency budgets. */
export function checkBudgets(
  bundle: BundleFile | null,
  latency: LatencyFile | null,
): BudgetOutcome[] {
  return [...bundleBudgets(bundle), ...latencyBudgets(latency)]
}

/**
 * Collects verdicts. A budget whose figures are missing is a FAIL when an app it compares failed to
 * build (a broken build must not pass as "not measured"), a SKIP otherwise (e.g. `--apps` left it out).
 */
function outcomeList(failedBuilds: readonly string[]) {
  const outcomes: BudgetOutcome[] = []
  return {
    outcomes,
    missing: (name: string, apps: readonly string[], why: string) => {
      const failed = apps.filter((app) => failedBuilds.includes(app))
      outcomes.push(
        failed.length
          ? { name, status: 'FAIL', detail: `${failed.join(', ')} failed to build` }
          : { name, status: 'SKIP', detail: why },
      )
    },
    verdict: (name: string, pass: boolean, detail: string) =>
      outcomes.push({ name, status: pass ? 'PASS' : 'FAIL', detail }),
  }
}

/**
 * The budgets bundle figures decide: eager cost over the baseline (absolute; against AppKit's and
 * RainbowKit's as information), eager modules and largest eager package against the README's record, a
 * disabled feature adds nothing eager, Foyer's eager code in the entry chunk.
 */
export function bundleBudgets(bundle: BundleFile | null): BudgetOutcome[] {
  const { outcomes, missing, verdict } = outcomeList(bundle?.failedBuilds ?? [])

  // Bundle cost: absolute budgets on what Foyer adds eagerly (issue 38); the shares of the anchors' cost
  // stay as figures for the reader (they were 47 and 46 kB: too loose to notice a 25 % growth).
  const cost = (app: string) => bundle?.apps.find((result) => result.app === app)?.cost?.gzip
  for (const [app, label, target, cap] of [
    [FOYER, 'EVM', EAGER_COST_BUDGET_BYTES, EAGER_COST_CAP_BYTES],
    ['foyer-solana', 'EVM + Solana', EAGER_COST_SOLANA_BUDGET_BYTES, EAGER_COST_SOLANA_CAP_BYTES],
  ] as const) {
    // A target met is the budget itself (cap = target); until then the cap guards against growth.
    const met = cap <= target
    const name = met
      ? `eager cost over baseline ≤ ${kb(target)} gzip, issue 38's target (${label})`
      : `eager cost over baseline ≤ ${kb(cap)} gzip, no growth (${label})`
    const appCost = cost(app)
    if (appCost === undefined) missing(name, ['baseline', app], 'bundle results missing')
    else if (met) verdict(name, appCost <= target, `Foyer ${kb(appCost)} gzip`)
    else {
      verdict(name, appCost <= cap, `Foyer ${kb(appCost)} gzip, cap ${kb(cap)}`)
      outcomes.push({
        name: `eager cost over baseline ≤ ${kb(target)} gzip, issue 38's target (${label})`,
        status: 'INFO',
        detail: `Foyer ${kb(appCost)} gzip: ${appCost <= target ? 'met' : `TARGET not met yet, ${kb(appCost - target)} to go`}`,
      })
    }
  }
  for (const [app, anchor, label] of [
    [FOYER, 'appkit', 'AppKit'],
    [FOYER, 'rainbowkit', 'RainbowKit'],
    ['foyer-solana', 'appkit-solana', 'AppKit (EVM + Solana)'],
  ] as const) {
    const appCost = cost(app)
    const anchorCost = cost(anchor)
    if (appCost !== undefined && anchorCost !== undefined)
      outcomes.push({
        name: `eager cost over baseline against ${label}'s (information)`,
        status: 'INFO',
        detail: `Foyer ${kb(appCost)} vs ${label} ${kb(anchorCost)} gzip (${ratio(appCost / anchorCost)})`,
      })
  }
  eagerRecordBudgets(bundle, missing, verdict)
  const solana = bundle?.evmHostSolanaModules
  const solanaName = 'an EVM-only host ships no Solana code (eager or lazy)'
  if (!solana) missing(solanaName, [FOYER], 'bundle results missing')
  else
    verdict(
      solanaName,
      solana.length === 0,
      solana.length === 0 ? 'none' : `${solana.length} module(s): ${solana.slice(0, 3).join(', ')}`,
    )

  const features = bundle?.features
  const featuresName =
    'a disabled feature adds nothing eager (all on vs all off: same eager modules)'
  if (!features) missing(featuresName, ['foyer-all-on', 'foyer-all-off'], 'feature builds missing')
  else
    verdict(
      featuresName,
      features.identical,
      features.identical
        ? `${features.modules} modules, ${kb(features.bytes)} rendered, identical apart from the host's own file`
        : `${features.differences.length} difference(s): ${features.differences.slice(0, 3).join('; ')}`,
    )

  // Both hosts: a change that keeps the EVM host in one file split the EVM + Solana one (session 31).
  for (const [app, label] of [
    [FOYER, ''],
    ['foyer-solana', ' (EVM + Solana)'],
  ] as const) {
    const split = bundle?.apps.find((result) => result.app === app)?.foyerSplitChunks
    const splitName = `Foyer's eager code stays in the host's entry chunk (no extra eager chunk of its own)${label}`
    if (!split) missing(splitName, [app], 'bundle results missing')
    else
      verdict(
        splitName,
        split.length === 0,
        split.length === 0 ? 'none' : `${split.length} chunk(s): ${split.join(', ')}`,
      )
  }
  return outcomes
}

/**
 * The eager module count and the largest eager package of the `foyer` app may not grow more than 5 % over
 * the figures recorded in bench/README.md: raising the record is a README change that says why.
 */
function eagerRecordBudgets(
  bundle: BundleFile | null,
  missing: ReturnType<typeof outcomeList>['missing'],
  verdict: ReturnType<typeof outcomeList>['verdict'],
): void {
  const foyer = bundle?.apps.find((result) => result.app === FOYER)
  let record: ReturnType<typeof readEagerRecord>
  try {
    record = readEagerRecord()
  } catch (error) {
    // A README without its record is a FAIL, never a crash or a budget switched off.
    const detail = error instanceof Error ? error.message : String(error)
    verdict('eager record in bench/README.md', false, detail)
    return
  }
  const slack = `${Math.round((EAGER_RECORD_SLACK - 1) * 100)} %`
  const modulesName = `eager modules beyond the baseline ≤ the README's record + ${slack}`
  const largestName = `largest eager package ≤ the README's record + ${slack}`
  // Result files older than the record lack the module count: not measured, rather than a FAIL.
  if (!foyer?.cost || foyer.costModules === undefined) {
    missing(modulesName, ['baseline', FOYER], 'bundle results missing')
    missing(largestName, ['baseline', FOYER], 'bundle results missing')
    return
  }
  const modulesLimit = Math.floor(record.modules * EAGER_RECORD_SLACK)
  verdict(
    modulesName,
    foyer.costModules <= modulesLimit,
    `${foyer.costModules} modules (record ${record.modules}, limit ${modulesLimit})`,
  )
  const [name, bytes] = foyer.costByPackage[0] ?? ['none', 0]
  const largestLimit = Math.floor(record.largestBytes * EAGER_RECORD_SLACK)
  verdict(
    largestName,
    bytes <= largestLimit,
    `${name} ${kb(bytes)} rendered (record ${record.largestPackage} ${kb(record.largestBytes)}, limit ${kb(largestLimit)})`,
  )
}

/**
 * The budgets page loads decide, per CPU throttling rate: JS fetched before the first click, and unless
 * `timing` is false, navigation → button and click → first view.
 */
export function latencyBudgets(
  latency: Pick<LatencyFile, 'results' | 'failedBuilds'> | null,
  {
    timing = true,
    throttles = latency?.results.length
      ? [...new Set(latency.results.map((result) => result.throttle))]
      : [1, 4],
  } = {},
): BudgetOutcome[] {
  const { outcomes, missing, verdict } = outcomeList(latency?.failedBuilds ?? [])
  for (const throttle of throttles) {
    const resultOf = (app: string) =>
      latency?.results.find((r) => r.app === app && r.throttle === throttle)
    const at = (app: string) => resultOf(app)?.median
    // Every page load's navigation → button: the full runs' and the navigation-only loads'.
    const navSamples = (app: string) => {
      const result = resultOf(app)
      return result ? [...result.runs.map((run) => run.navToButton), ...result.navOnly] : []
    }
    const foyer = at(FOYER)
    const baseline = at('baseline')
    const rainbowkit = at('rainbowkit')
    const suffix = throttle === 1 ? '' : ` (${throttle}× CPU throttling)`

    const preClick = `JS fetched before the first click ≤ ${kb(PRE_CLICK_BUDGET_BYTES)} gzip over baseline${suffix}`
    if (!foyer || !baseline) missing(preClick, ['baseline', FOYER], 'latency results missing')
    else {
      const over = foyer.jsBeforeClick - baseline.jsBeforeClick
      verdict(preClick, over <= PRE_CLICK_BUDGET_BYTES, `Foyer +${kb(over)} over baseline`)
    }
    const press = `JS the press fetches ≤ ${kb(PRESS_JS_CAP_BYTES)} gzip, no growth${suffix}`
    if (!foyer) missing(press, [FOYER], 'latency results missing')
    else
      verdict(
        press,
        foyer.jsAfterClick <= PRESS_JS_CAP_BYTES,
        `Foyer ${kb(foyer.jsAfterClick)} gzip, cap ${kb(PRESS_JS_CAP_BYTES)}`,
      )
    if (!timing) continue

    const button = `navigation → button visible within ${Math.round((NAV_RATIO_BUDGET - 1) * 100)}% of baseline${suffix}`
    if (!foyer || !baseline) missing(button, ['baseline', FOYER], 'latency results missing')
    else {
      const foyerLoads = navSamples(FOYER)
      const interval = ratioInterval(foyerLoads, navSamples('baseline'))
      verdict(
        button,
        foyer.navToButton <= baseline.navToButton * NAV_RATIO_BUDGET,
        `Foyer ${ms(foyer.navToButton)} ms vs baseline ${ms(baseline.navToButton)} ms (${ratio(foyer.navToButton / baseline.navToButton)}, limit ${NAV_RATIO_BUDGET.toFixed(2)}×` +
          `${interval ? `; 95% interval ${ratio(interval[0])}–${ratio(interval[1])} over ${foyerLoads.length} loads each` : ''})`,
      )
    }

    // Unthrottled, the press hides the modal's loading: the click must cost no more than a frame over a
    // dialog already in the page. Throttled, RainbowKit's time is the bar (issue 5's budget).
    if (throttle === 1) {
      const view = `click → first view ≤ the plain dialog's + ${CLICK_OVER_PLAIN_MS} ms`
      if (!foyer || !baseline) missing(view, [FOYER, 'baseline'], 'latency results missing')
      else
        verdict(
          view,
          foyer.clickToFirstView <= baseline.clickToFirstView + CLICK_OVER_PLAIN_MS,
          `Foyer ${ms(foyer.clickToFirstView)} ms vs plain dialog ${ms(baseline.clickToFirstView)} ms (limit ${ms(baseline.clickToFirstView + CLICK_OVER_PLAIN_MS)} ms)`,
        )
      continue
    }
    const view = `click → first view ≤ 1/4 of RainbowKit's${suffix}`
    if (!foyer || !rainbowkit) missing(view, [FOYER, 'rainbowkit'], 'latency results missing')
    else
      verdict(
        view,
        foyer.clickToFirstView <= rainbowkit.clickToFirstView / 4,
        `Foyer ${ms(foyer.clickToFirstView)} ms vs RainbowKit ${ms(rainbowkit.clickToFirstView)} ms (${ratio(foyer.clickToFirstView / rainbowkit.clickToFirstView)}, limit 0.25×)`,
      )
  }
  return outcomes
}

/**
 * The short latency check of `bench:bundle -- --check` (pairedCheck.ts): Foyer against the baseline in
 * pairs of page loads, on the main thread's CPU time: navigation → button (the median of the pairs'
 * ratios) and the press (the median of what Foyer spends beyond the plain dialog). Verdicts at any load;
 * the pairs' wall times print beside them as information.
 */
export function pairedLatencyBudgets(results: readonly LatencyResult[]): BudgetOutcome[] {
  const { outcomes, missing, verdict } = outcomeList([])
  const at = (app: string) =>
    results.find((result) => result.app === app && result.throttle === PAIRED_THROTTLE)?.runs ?? []
  const foyerRuns = at(FOYER)
  const baselineRuns = at('baseline')
  const suffix = PAIRED_THROTTLE === 1 ? '' : ` (${PAIRED_THROTTLE}× CPU throttling)`
  const list = (values: readonly number[], digits: number) =>
    values.map((value) => value.toFixed(digits)).join(', ')
  const cpu = (runs: typeof foyerRuns, pick: (cpu: MainThreadCpu) => number | null) =>
    runs.map((run) => (run.cpu ? pick(run.cpu) : null))
  const cpuOf = (runs: typeof foyerRuns, pick: (cpu: MainThreadCpu) => number | null) =>
    cpu(runs, pick)
      .map((value) => (value === null ? '?' : ms(value)))
      .join('/')

  const nav = `short check: navigation → button, main-thread CPU over the baseline's, median of ${PAIRED_ROUNDS} paired loads ≤ ${PAIRED_NAV_CPU_RATIO_LIMIT.toFixed(2)}×${suffix}`
  const navCpu = (cpu: MainThreadCpu) => cpu.navToButton
  const navPairs = pairedRatios(cpu(foyerRuns, navCpu), cpu(baselineRuns, navCpu))
  if (!navPairs) missing(nav, ['baseline', FOYER], 'paired loads missing')
  else
    verdict(
      nav,
      navPairs.median <= PAIRED_NAV_CPU_RATIO_LIMIT,
      `${ratio(navPairs.median)} over ${navPairs.values.length} pairs (${list(navPairs.values, 2)}); Foyer ${cpuOf(foyerRuns, navCpu)} ms, baseline ${cpuOf(baselineRuns, navCpu)} ms`,
    )

  const press = `short check: the press (pointer down → first view), main-thread CPU beyond the plain dialog's, median of ${PAIRED_ROUNDS} paired loads ≤ ${PAIRED_PRESS_CPU_OVER_PLAIN_MS_LIMIT} ms${suffix}`
  const pressCpu = (cpu: MainThreadCpu) => cpu.press
  const pressPairs = pairedDifferences(cpu(foyerRuns, pressCpu), cpu(baselineRuns, pressCpu))
  if (!pressPairs) missing(press, ['baseline', FOYER], 'paired loads missing')
  else
    verdict(
      press,
      pressPairs.median <= PAIRED_PRESS_CPU_OVER_PLAIN_MS_LIMIT,
      `+${ms(pressPairs.median)} ms over ${pressPairs.values.length} pairs (${list(pressPairs.values, 0)}); Foyer ${cpuOf(foyerRuns, pressCpu)} ms, plain dialog ${cpuOf(baselineRuns, pressCpu)} ms`,
    )

  // Wall time, for the reader: on a shared machine it follows the load more than the build.
  for (const [figure, pick] of [
    ['navigation → button', (run: (typeof foyerRuns)[number]) => run.navToButton],
    ['click → first view', (run: (typeof foyerRuns)[number]) => run.clickToFirstView],
  ] as const) {
    const pairs = pairedRatios(foyerRuns.map(pick), baselineRuns.map(pick))
    if (pairs)
      outcomes.push({
        name: `short check: ${figure}, wall time over the baseline's (information)${suffix}`,
        status: 'INFO',
        detail: `${ratio(pairs.median)} over ${list(pairs.values, 2)}; Foyer ${foyerRuns.map((run) => ms(pick(run))).join('/')} ms, baseline ${baselineRuns.map((run) => ms(pick(run))).join('/')} ms`,
      })
  }
  return outcomes
}
