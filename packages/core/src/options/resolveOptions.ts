import type { ChainAdapter } from '../adapter.js'
import { DEFAULT_RELAY_URL } from '../constants.js'
import { OptionsError, SiweAndSiwxError } from '../errors/options.js'
import { FEATURE_DEFAULTS, optionDefaults } from './defaults.js'
import { describeValue } from './describeValue.js'
import type { FoyerOptions, ResolvedOptions } from './types.js'

/**
 * Fills in every default of the host's options (SPEC §1), after the checks an instance cannot start
 * without: options that are an object, adapters that are adapters with networks, a default network among
 * them, the sign-in options' combinations. Those throw `OptionsError` here; every other option's name and
 * type is checked by `reportInvalidOptions`, which loads with the deferred parts a moment later and reports
 * each problem on the console (docs/decisions.md, "The options' detailed checks load after createFoyer").
 */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  checkStructure(options)
  if (options.siweConfig && options.siwx) throw new SiweAndSiwxError()
  const parsed = { ...options }
  for (const [key, value] of Object.entries(optionDefaults()))
    if (parsed[key as keyof FoyerOptions] === undefined) Object.assign(parsed, { [key]: value })
  // Foyer's own sign-in keeps its sessions in Foyer's service: without it no visitor could be signed in.
  if (parsed.siwx === true && (!parsed.apiUrl || !parsed.projectId))
    throw new OptionsError(
      { key: 'invalidOptions' },
      {
        details:
          '"siwx": true keeps sessions in Foyer\'s service, which needs apiUrl and projectId; pass a SIWX config (createSiwx from @foyer/core/siwx) to keep them elsewhere',
      },
    )
  const adapters = options.adapters as readonly ChainAdapter[]
  checkAdapterParts(adapters)
  const networks = adapters.flatMap((adapter) => adapter.networks)
  if (adapters.some((adapter) => adapter.networks.length === 0))
    throw new OptionsError(
      { key: 'invalidOptions' },
      {
        details: '"adapters": an adapter has no network',
      },
    )
  if (
    parsed.defaultNetwork &&
    !networks.some((network) => network.caipNetworkId === parsed.defaultNetwork)
  )
    throw new OptionsError(
      { key: 'invalidOptions' },
      {
        details: `"defaultNetwork": ${parsed.defaultNetwork} is not among the adapters' networks`,
      },
    )

  return {
    ...parsed,
    adapters,
    projectId: parsed.projectId || undefined,
    authUrl: parsed.authUrl?.replace(/\/+$/, ''),
    relayUrl: parsed.relayUrl ?? DEFAULT_RELAY_URL,
    metadata: parsed.metadata,
    siweConfig: parsed.siweConfig,
    siwx: parsed.siwx,
    features: { ...FEATURE_DEFAULTS, ...parsed.features },
    defaultNetwork: parsed.defaultNetwork ?? networks[0]?.caipNetworkId,
    storage: options.storage === undefined ? defaultStorage() : options.storage,
  } as ResolvedOptions
}

/** Throws when the options are not an object or `adapters` not a list of adapters (createFoyer mounts them). */
function checkStructure(options: unknown): asserts options is FoyerOptions {
  const fail = (details: string) => {
    throw new OptionsError({ key: 'invalidOptions' }, { details })
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    fail(`expected an object, got ${describeValue(options)}`)
  const { adapters } = options as { adapters?: unknown }
  if (!Array.isArray(adapters))
    fail(`"adapters": expected an array, got ${describeValue(adapters)}`)
  // The legal links are rendered as links: a `javascript:` or `data:` one must never reach the page, so their
  // scheme is checked here rather than with the other options' types.
  for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    const link = (options as FoyerOptions)[key]
    if (link !== undefined && !isHttpUrl(link))
      fail(`"${key}": expected an http(s) URL, got ${describeValue(link)}`)
  }
  ;(adapters as unknown[]).forEach((adapter, index) => {
    const { mount, namespace } = (adapter ?? {}) as { mount?: unknown; namespace?: unknown }
    if (typeof mount !== 'function' || typeof namespace !== 'string')
      fail(
        `"adapters.${index}": expected an adapter such as createEvmAdapter(…), got ${describeValue(adapter)}`,
      )
  })
}

function isHttpUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

// SPEC §8 'Internal messages': an adapter that cannot connect (AppKit's connection client) or switch
// networks (its network client) fails at createFoyer, naming what it lacks, not at the first click.
function checkAdapterParts(adapters: readonly ChainAdapter[]): void {
  const problems = adapters.flatMap((adapter) => {
    const missing = (['connect', 'reconnect', 'disconnect', 'switchNetwork'] as const).filter(
      (name) => typeof adapter[name] !== 'function',
    )
    return missing.length ? [`the ${adapter.namespace} adapter has no ${missing.join(', ')}`] : []
  })
  if (problems.length)
    throw new OptionsError(
      { key: 'adapterClientsMissing' },
      {
        details: `"adapters": ${problems.join('; ')}`,
      },
    )
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    // Storage access throws in some sandboxed iframes; keep nothing rather than crash the host page.
    return null
  }
}
