import type { ChainAdapter } from '../adapter.js'
import { DEFAULT_RELAY_URL } from '../constants.js'
import { OptionsError, SiweAndSiwxError } from '../errors/options.js'
import { FEATURE_DEFAULTS } from './defaults.js'
import { optionDefaults, optionsCheck } from './schema.js'
import type { FoyerOptions, ResolvedOptions } from './types.js'

/** Validates host options and fills in every default (SPEC §1). Throws `OptionsError` naming each bad option. */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (options && typeof options === 'object' && options.siweConfig && options.siwx)
    throw new SiweAndSiwxError()

  const problems = optionsCheck(options, '')
  if (problems.length > 0)
    throw new OptionsError({ key: 'invalidOptions' }, { details: problems.join('; ') })
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
