import { expect, test } from 'vitest'
import { lazyMethods } from './lazyMethods.js'

test('a lazy method loads the bodies on its first call, not before, and calls its body with the state first', async () => {
  const state = { greeting: 'hello' }
  let loads = 0
  const bodies = {
    greet: (current: typeof state, { name }: { name: string }) => `${current.greeting}, ${name}`,
    fail: async (_current: typeof state) => {
      throw new Error('the body’s own failure')
    },
  }
  const lazy = lazyMethods(state, async () => {
    loads += 1
    return bodies
  })
  const greet = lazy('greet')
  expect(loads).toBe(0)
  expect(await greet({ name: 'Ada' })).toBe('hello, Ada')
  // The body sees the state as it is at the call, not as it was when the method was made.
  state.greeting = 'bye'
  expect(await greet({ name: 'Ada' })).toBe('bye, Ada')
  await expect(lazy('fail')()).rejects.toThrow('the body’s own failure')
  expect(loads).toBe(3)
})

test('a loader that fails rejects the call, and the next call asks the loader again', async () => {
  let attempts = 0
  const lazy = lazyMethods({}, async () => {
    attempts += 1
    if (attempts === 1) throw new Error('chunk failed to load')
    return { ping: () => 'pong' }
  })
  await expect(lazy('ping')()).rejects.toThrow('chunk failed to load')
  expect(await lazy('ping')()).toBe('pong')
})
