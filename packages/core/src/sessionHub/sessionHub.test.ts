import { expect, test } from 'vitest'
import type { ChainAdapter } from '../adapter.js'
import { adapterContext } from '../adapterContext.js'
import { createFoyer } from '../createFoyer.js'
import { WALLETCONNECT_SESSION } from '../walletconnect/hub.js'
import { createSessionHub } from './createSessionHub.js'
import { isSessionHub } from './sessionHub.js'
import { sharedKey } from './sharedKey.js'
import { adoptUnownedSessions } from './unownedSessions.js'

type Session = { accounts: string[] }

test('a namespace that joins is told of the session now and at each announce, until it leaves', async () => {
  const hub = createSessionHub<Session, { ping(): string }, { chains: string[] }>()
  const heard: (Session | undefined)[] = []
  let refreshed = 0
  hub.refreshConnectors = () => {
    refreshed += 1
  }
  await hub.announce({ accounts: ['a'] })
  const leave = hub.join('solana', { chains: ['solana:x'] }, (session) => void heard.push(session))
  // Joining asks the owner to report its connector again (now with the namespace) and tells the session.
  expect(refreshed).toBe(1)
  expect([...hub.joined]).toEqual([['solana', { chains: ['solana:x'] }]])
  expect(heard).toEqual([{ accounts: ['a'] }])

  await hub.announce(undefined)
  expect(heard).toEqual([{ accounts: ['a'] }, undefined])
  expect(hub.session).toBeUndefined()

  leave()
  await hub.announce({ accounts: ['b'] })
  expect(heard).toHaveLength(2)
  expect(hub.joined.size).toBe(0)
})

test('announce resolves once every namespace has done its part, even when one of them fails', async () => {
  const hub = createSessionHub<Session, object>()
  const order: string[] = []
  let release: () => void = () => {}
  hub.join('solana', true, () => {
    throw new Error('this namespace reports its own failure')
  })
  hub.join('eip155', true, async () => {
    await new Promise<void>((resolve) => {
      release = resolve
    })
    order.push('joined')
  })
  const announced = hub.announce({ accounts: ['a'] }).then(() => order.push('announced'))
  release()
  await announced
  expect(order).toEqual(['joined', 'announced'])
})

test('every adapter of an instance reads the same hub through its typed key; another instance has its own', () => {
  const adapter = { namespace: 'eip155' } as ChainAdapter
  const first = createFoyer({ adapters: [] })
  const second = createFoyer({ adapters: [] })
  const hub = adapterContext(first, adapter).shared(WALLETCONNECT_SESSION)
  expect(adapterContext(first, adapter).shared(WALLETCONNECT_SESSION)).toBe(hub)
  expect(adapterContext(second, adapter).shared(WALLETCONNECT_SESSION)).not.toBe(hub)
  // Keys are told apart by identity, not by name: a key of another type never reads this hub.
  const impostor = sharedKey('walletconnect', () => 'not a hub')
  expect(adapterContext(first, adapter).shared(impostor)).toBe('not a hub')
  first.destroy()
  second.destroy()
})

test('a session joined but owned by no adapter at mount goes to a joined adapter that offered to own it', () => {
  const foyer = createFoyer({ adapters: [] })
  const adapter = { namespace: 'solana' } as ChainAdapter
  const key = sharedKey('a session', () => createSessionHub<Session, object>())
  const hub = adapterContext(foyer, adapter).shared(key)
  let adopted = 0
  hub.adopt = () => {
    adopted += 1
    hub.connector = {
      id: 'auth',
      uid: 'auth:solana',
      name: 'Email',
      type: 'auth',
      namespaces: ['solana'],
    }
  }
  // Nobody joined yet: there is no session to own.
  adoptUnownedSessions(foyer)
  expect(adopted).toBe(0)
  hub.join('solana', true, () => {})
  adoptUnownedSessions(foyer)
  expect(adopted).toBe(1)
  // Owned now (as when EVM's adapter reported its connector at mount): never handed over a second time.
  adoptUnownedSessions(foyer)
  expect(adopted).toBe(1)
  foyer.destroy()
})

test('only hubs are hubs: a shared value of another shape is left alone', () => {
  expect(isSessionHub(createSessionHub())).toBe(true)
  // The same shape, not made by createSessionHub: a shared value that only looks like a hub is not one.
  expect(isSessionHub({ ...createSessionHub(), adopt: () => {} })).toBe(false)
  expect(isSessionHub(undefined)).toBe(false)
})
