// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { memorySiwx } from '../_test/memorySiwx.js'
import { createTestFoyer, render, step, waitFor } from '../_test/render.js'
import { useFoyerEvents } from './useFoyerEvents.js'
import { useSetPreferredAccountType } from './useSetPreferredAccountType.js'
import { useSignIn } from './useSignIn.js'
import { useSignOut } from './useSignOut.js'

// The mutations' own hooks (issue 39 point 2: `signOut` → `signOutMutationOptions` → `useSignOut`), which
// `useSignIn` and `usePreferredAccountType` build on.

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
  const { siwx, kept } = memorySiwx(false)
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
