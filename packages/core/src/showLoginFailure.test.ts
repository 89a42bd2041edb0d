import { expect, test } from 'vitest'
import { inABrowserLikePage } from './_test/browserLike.js'
import { createMemoryAdapter } from './_test/memoryAdapter.js'
import { untilState } from './_test/untilState.js'
import type { AdapterContext } from './adapter.js'
import { createFoyer } from './createFoyer.js'

inABrowserLikePage()

test("an adapter's failed login opens Connect with the reason as an error toast, once the deferred parts are there", async () => {
  const adapter = createMemoryAdapter()
  let context: AdapterContext | undefined
  const foyer = createFoyer({
    adapters: [
      {
        ...adapter,
        mount(given) {
          context = given
          return adapter.mount(given)
        },
      },
    ],
    projectId: 'p',
    storage: null,
  })
  context?.loginFailed('The login window was closed')
  // Nothing shows before the deferred parts are there (a fresh module graph: they are not yet).
  expect(foyer.getState().toast).toBeUndefined()
  await untilState(foyer, (state) => state.toast !== undefined)
  expect(foyer.getState()).toMatchObject({
    open: true,
    router: { view: 'Connect' },
    toast: { variant: 'error', message: 'The login window was closed' },
  })
  foyer.destroy()
})
