// @vitest-environment happy-dom
import type { SiwxSession } from '@foyer/core'
import { createEip4361Messenger, createSiwx } from '@foyer/core/siwx'
import { expect, test } from 'vitest'
import { createTestFoyer, render, step, waitFor } from '../_test/render.js'
import { useFoyerEvents } from './useFoyerEvents.js'
import { useSetPreferredAccountType } from './useSetPreferredAccountType.js'
import { useSignIn } from './useSignIn.js'
import { useSignOut } from './useSignOut.js'

// The mutations' own hooks (issue 39 point 2: `signOut` → `signOutMutationOptions` → `useSignOut`), which
// `useSignIn` and `usePreferredAccountType` build on.

/** A SIWX config that is not required, on an array, checking the memory wallet's `signed:<message>`. */
function optionalSiwx() {
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
    required: false,
  })
  return { siwx, kept }
}

function useHooks() {
  return {
    signIn: useSignIn(),
    signOut: useSignOut(),
    accountType: useSetPreferredAccountType(),
    event: useFoyerEvents(),
  }
}
const seen: ReturnType<typeof useHooks>[] = []
const last = () => seen[seen.length - 1] as ReturnType<typeof useHooks>
function Probe() {
  seen.push(useHooks())
  return null
}

test('useSignOut ends the session useSignIn started; the wallet stays connected', async () => {
  const { siwx, kept } = optionalSiwx()
  const foyer = createTestFoyer({ siwx })
  await render(<Probe />, foyer)
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  await step(() => last().signIn.signInAsync())
  await waitFor(() => expect(last().signIn.status).toBe('signedIn'))
  expect(kept).toHaveLength(1)

  await step(() => last().signOut.signOutAsync())
  await waitFor(() => expect(last().signIn.status).toBe('signedOut'))
  expect(kept).toEqual([])
  expect(last().signOut.isSuccess).toBe(true)
  expect(last().event).toMatchObject({ type: 'SIGN_OUT' })
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
})

test("useSetPreferredAccountType reports the action's error for a wallet that is not the embedded one", async () => {
  const foyer = createTestFoyer()
  await render(<Probe />, foyer)
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  await step(() => last().accountType.setPreferredAccountType({ type: 'smartAccount' }))
  await waitFor(() => expect(last().accountType.error).toMatchObject({ name: 'NotConnectedError' }))
  expect(last().accountType.isError).toBe(true)
})
