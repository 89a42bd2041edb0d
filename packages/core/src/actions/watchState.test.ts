import { expect, test, vi } from 'vitest'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { watchState } from './watchState.js'

test('calls back with the new and the previous slice when it changes, and only then', () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchState(foyer, (state) => state.themeMode, onChange)
  foyer.store.setState({ themeVariables: { '--foyer-accent': 'red' } })
  // The same value again is no change.
  foyer.store.setState({ themeMode: foyer.getState().themeMode })
  expect(onChange).not.toHaveBeenCalled()
  const before = foyer.getState().themeMode
  foyer.store.setState({ themeMode: 'dark' })
  foyer.store.setState({ themeMode: 'light' })
  expect(onChange.mock.calls).toEqual([
    ['dark', before],
    ['light', 'dark'],
  ])
})

test('compares by identity: an equal but new object is a change', () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchState(foyer, (state) => state.themeVariables, onChange)
  const variables = foyer.getState().themeVariables
  foyer.store.setState({ themeVariables: { ...variables } })
  expect(onChange).toHaveBeenCalledTimes(1)
  expect(onChange.mock.calls[0]?.[1]).toBe(variables)
})

test('the unsubscribe it returns stops the calls, and leaves other watchers', () => {
  const { foyer } = createTwoFamilyFoyer()
  const stopped = vi.fn()
  const other = vi.fn()
  const stop = watchState(foyer, (state) => state.themeMode, stopped)
  watchState(foyer, (state) => state.themeMode, other)
  stop()
  foyer.store.setState({ themeMode: 'dark' })
  expect(stopped).not.toHaveBeenCalled()
  expect(other).toHaveBeenCalledWith('dark', expect.anything())
})
