import { BaseError } from '@foyer/core'

/** The adapter's lazy actions chunk, which holds the embedded wallet's host code (see actions.ts). */
type EvmActions = typeof import('../actions.js')['actions']

/** Loads the embedded wallet's host code; a failed download is SPEC §8's 'Unable to load email login dependency'. */
export function loadEmbedded(): Promise<EvmActions> {
  return import('../actions.js').then(
    (module) => module.actions,
    (cause: unknown) => {
      throw new BaseError(
        { key: 'embeddedWalletDependencyFailed' },
        {
          cause,
          code: 'EMBEDDED_LOAD_FAILED',
        },
      )
    },
  )
}
