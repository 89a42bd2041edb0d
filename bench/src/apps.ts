// The benchmark's host apps and, for each, how a browser finds its connect button and its first view.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** bench/ itself. */
export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Where an element lives: CSS selectors, each one searched inside the previous match's open shadow root
 * (the first in the document). The last must match the element itself.
 */
export type ShadowPath = readonly string[]

/** One host app. */
export type AppSpec = {
  name: string
  /** Shown in tables. */
  label: string
  /** Whether its dependencies come from its own package.json in the app folder rather than bench/'s. */
  ownDependencies: boolean
  /** Whether the app imports Foyer's workspace packages from source. */
  foyer: boolean
  /**
   * Whether the navigation budget compares it (the baseline and Foyer's builds): only these get the
   * extra navigation-only page loads (see latency.ts).
   */
  navBudget: boolean
  /** The connect button. */
  button: ShadowPath
  /** The modal's first view, counted visible once this element has a non-empty box. */
  firstView: ShadowPath
}

/** Every app, the baseline first. */
export const APPS: readonly AppSpec[] = [
  {
    name: 'baseline',
    label: 'baseline (no kit)',
    ownDependencies: false,
    foyer: false,
    navBudget: true,
    button: ['[data-testid="baseline-connect-button"]'],
    firstView: ['[role="dialog"] #baseline-title'],
  },
  {
    name: 'foyer',
    label: 'Foyer',
    ownDependencies: false,
    foyer: true,
    navBudget: true,
    button: ['[data-testid="foyer-connect-button"]'],
    firstView: ['foyer-modal', 'dialog[open] #foyer-title'],
  },
  {
    name: 'foyer-all-on',
    label: 'Foyer, all features on',
    ownDependencies: false,
    foyer: true,
    navBudget: true,
    button: ['[data-testid="foyer-connect-button"]'],
    firstView: ['foyer-modal', 'dialog[open] #foyer-title'],
  },
  {
    name: 'foyer-all-off',
    label: 'Foyer, all features off',
    ownDependencies: false,
    foyer: true,
    navBudget: true,
    button: ['[data-testid="foyer-connect-button"]'],
    firstView: ['foyer-modal', 'dialog[open] #foyer-title'],
  },
  {
    name: 'foyer-solana',
    label: 'Foyer, EVM + Solana',
    ownDependencies: false,
    foyer: true,
    navBudget: false,
    button: ['[data-testid="foyer-connect-button"]'],
    firstView: ['foyer-modal', 'dialog[open] #foyer-title'],
  },
  {
    name: 'appkit',
    label: 'Reown AppKit',
    ownDependencies: false,
    foyer: false,
    navBudget: false,
    button: ['appkit-button', 'appkit-connect-button', 'wui-connect-button', 'button'],
    firstView: ['w3m-modal', 'w3m-router', 'w3m-connect-view'],
  },
  {
    name: 'appkit-solana',
    label: 'Reown AppKit, EVM + Solana',
    ownDependencies: false,
    foyer: false,
    navBudget: false,
    button: ['appkit-button', 'appkit-connect-button', 'wui-connect-button', 'button'],
    firstView: ['w3m-modal', 'w3m-router', 'w3m-connect-view'],
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit',
    ownDependencies: true,
    foyer: false,
    navBudget: false,
    button: ['[data-testid="rk-connect-button"]'],
    firstView: ['[role="dialog"] #rk_connect_title'],
  },
]

/** The apps named on the command line (`--apps a,b`), or all of them. Unknown names are an error. */
export function selectApps(names: readonly string[] | undefined): AppSpec[] {
  if (!names?.length) return [...APPS]
  const unknown = names.filter((name) => !APPS.some((app) => app.name === name))
  if (unknown.length) throw new Error(`unknown app(s): ${unknown.join(', ')}`)
  // Keep the baseline: every figure is relative to it.
  return APPS.filter((app) => app.name === 'baseline' || names.includes(app.name))
}

/** An app's folder. */
export const appDir = (app: AppSpec) => join(BENCH_DIR, 'apps', app.name)
/** An app's build output. */
export const distDir = (app: AppSpec) => join(appDir(app), 'dist')
