import { signInFamily } from '../namespaces/supports.js'
import type { FoyerContext } from '../types/instance.js'
import type { SiwxConfig } from './types.js'

/**
 * The instance's SIWX config, or undefined when sign-in is off: the host's own object as it is; `true`
 * (Foyer's service sessions) and a legacy `siweConfig` through code loaded on first use, so a host without
 * sign-in never downloads it. Loaded once per instance.
 */
export function loadSiwx(foyer: FoyerContext): Promise<SiwxConfig> | undefined {
  const { siwx, siweConfig } = foyer.options
  if (siwx && siwx !== true) return Promise.resolve(siwx)
  if (!siwx && (!siweConfig || siweConfig.enabled === false)) return undefined
  foyer.internal.siwx ??= import('./siwxChunk.js').then(({ siwxChunk }) =>
    siwx === true
      ? siwxChunk.createServiceSiwx(foyer, signInFamily)
      : siwxChunk.fromSiweConfig(siweConfig as NonNullable<typeof siweConfig>),
  )
  return foyer.internal.siwx
}
