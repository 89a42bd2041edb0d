import { expect, test } from 'vitest'
import { initialView, routerGoBack, routerPush, routerReplace, routerReset } from './router.js'

test('opens on Account when connected, Connect otherwise, AllWallets on mobile without adapters', () => {
  expect(initialView({ connected: true })).toBe('Account')
  expect(initialView({ connected: false })).toBe('Connect')
  expect(initialView({ connected: false, isMobile: true, hasAdapters: false })).toBe('AllWallets')
  expect(initialView({ connected: false, isMobile: true, hasAdapters: true })).toBe('Connect')
  expect(initialView({ connected: true, isMobile: true, hasAdapters: false })).toBe('Account')
})

test('push, replace and back keep a history', () => {
  let state = routerReset('Connect')
  state = routerPush(state, 'AllWallets')
  state = routerPush(state, 'ConnectingExternal', { connectorUid: 'abc' })
  expect(state).toEqual({
    view: 'ConnectingExternal',
    history: ['Connect', 'AllWallets', 'ConnectingExternal'],
    data: { connectorUid: 'abc' },
  })
  state = routerReplace(state, 'Account')
  expect(state.history).toEqual(['Connect', 'AllWallets', 'Account'])
  state = routerGoBack(routerGoBack(state))
  expect(state.view).toBe('Connect')
  expect(routerGoBack(state)).toBe(state)
})

test('pushing the current view only updates its data', () => {
  const state = routerPush(routerReset('Networks'), 'Networks', { connectorUid: 'x' })
  expect(state.history).toEqual(['Networks'])
  expect(state.data).toEqual({ connectorUid: 'x' })
})
