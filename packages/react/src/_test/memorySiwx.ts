import type { SiwxSession } from '@foyer/core'
import { createEip4361Messenger, createSiwx } from '@foyer/core/siwx'

/**
 * A SIWX config whose sessions are kept on an array (`kept`), checking the memory wallet's
 * `signed:<message>` signatures; `required` as a host's `siwx` option.
 */
export function memorySiwx(required: boolean) {
  const kept: SiwxSession[] = []
  const siwx = createSiwx({
    messenger: createEip4361Messenger({
      domain: 'app.example',
      uri: 'https://app.example',
      getNonce: async () => 'nonce0001',
    }),
    storage: {
      add: async (session) => void kept.push(session),
      set: async (sessions) => void kept.splice(0, kept.length, ...sessions),
      get: async () => [...kept],
      delete: async () => void kept.splice(0),
    },
    verifiers: [
      { namespace: 'eip155', verify: async (s) => s.signature === `signed:${s.message}` },
    ],
    required,
  })
  return { siwx, kept }
}
