import { expect, test } from 'vitest'
import { initialView, routerReset, routeTo } from './router.js'
import { routerGoBack, routerPush, viewArguments } from './routerHistory.js'

test('opens on Account when connected, Connect otherwise, AllWallets on mobile without adapters', () => {
  expect(initialView({ connected: true })).toBe('Account')
  expect(initialView({ connected: false })).toBe('Connect')
  expect(initialView({ connected: false, isMobile: true, hasAdapters: false })).toBe('AllWallets')
  expect(initialView({ connected: false, isMobile: true, hasAdapters: true })).toBe('Connect')
  expect(initialView({ connected: true, isMobile: true, hasAdapters: false })).toBe('Account')
})

test('push and back keep a history of views with their arguments', () => {
  let state = routerReset(routeTo('Connect'))
  state = routerPush(state, routeTo('AllWallets'))
  state = routerPush(state, routeTo('ConnectingExternal', { connectorUid: 'abc' }))
  expect(state).toEqual({
    view: 'ConnectingExternal',
    history: [
      { view: 'Connect', arguments: undefined },
      { view: 'AllWallets', arguments: undefined },
      { view: 'ConnectingExternal', arguments: { connectorUid: 'abc' } },
    ],
  })
  expect(viewArguments(state, 'ConnectingExternal')).toEqual({ connectorUid: 'abc' })
  expect(viewArguments(state, 'Connect')).toBeUndefined()
  state = routerGoBack(routerGoBack(state))
  expect(state.view).toBe('Connect')
  expect(routerGoBack(state)).toBe(state)
})

test('pushing the current view replaces its arguments; going back restores the previous ones', () => {
  let state = routerPush(
    routerReset(routeTo('ConnectingExternal', { connectorUid: 'a' })),
    routeTo('Networks'),
  )
  state = routerPush(state, routeTo('Networks'))
  expect(state.history).toHaveLength(2)
  state = routerGoBack(state)
  expect(viewArguments(state, 'ConnectingExternal')).toEqual({ connectorUid: 'a' })
})
