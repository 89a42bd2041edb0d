import { expect, test } from 'vitest'
import type { ChainAdapter } from '../adapter.js'
import { adapterContext } from '../adapterContext.js'
import { createFoyer } from '../createFoyer.js'
import { WALLETCONNECT_SESSION } from '../walletconnect/hub.js'
import { createSessionHub } from './sessionHub.js'
import { sharedKey } from './sharedKey.js'

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
