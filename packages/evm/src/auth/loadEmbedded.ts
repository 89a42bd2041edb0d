import { BaseError } from '@foyer/core'

/** The embedded wallet's host code, as the adapter's lazily loaded actions hand it out (see actions.ts). */
export type EmbeddedModule = Pick<
  typeof import('../actions.js')['actions'],
  | 'createFrameTransport'
  | 'createEmbeddedEvmProvider'
  | 'runEmailLogin'
  | 'runSocialLogin'
  | 'runPasskeySignIn'
  | 'runPasskeyCeremony'
  | 'isPasskeyRequired'
>

/** Loads the embedded wallet's host code; a failed download is SPEC §8's 'Unable to load email login dependency'. */
export function loadEmbedded(): Promise<EmbeddedModule> {
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
