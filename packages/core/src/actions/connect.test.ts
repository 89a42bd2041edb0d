import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { createFoyer } from '../createFoyer.js'
import { ConnectorNotFoundError, InvalidEmailError } from '../errors/walletActions.js'
import { connect } from './connect.js'

inABrowserLikePage()

test('an unknown connector or a malformed e-mail is refused before the wallet is asked', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  await expect(connect(foyer, { connectorUid: 'nobody' })).rejects.toBeInstanceOf(
    ConnectorNotFoundError,
  )
  await expect(
    connect(foyer, { connectorUid: evm.connector.uid, email: 'not-an-address' }),
  ).rejects.toBeInstanceOf(InvalidEmailError)
  expect(evm.calls.connect).toBe(0)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('returns the connector and the account of every namespace a session serves, with the events', async () => {
  const { foyer } = createTwoFamilyFoyer({ session: createMemorySession() })
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  const result = await connect(foyer, { connectorUid: 'session-1' })
  expect(result.connector.uid).toBe('session-1')
  expect(Object.keys(result.accounts).sort()).toEqual(['eip155', 'solana'])
  expect(result.accounts.solana).toMatchObject({ status: 'connected', connectorUid: 'session-1' })
  expect(events).toEqual(expect.arrayContaining(['CONNECT_STARTED', 'CONNECT_SUCCESS']))
  expect(foyer.getState().connectFlow).toBeUndefined()
})

// Core's connection rules hold for any namespace, with nothing in core that knows either by name.
describe.each(['eip155', 'solana'] as const)('on %s', (namespace) => {
  test('a failed connect goes back to disconnected and rejects with the wallet error', async () => {
    const adapter = createMemoryAdapter({ namespace })
    adapter.connect = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await expect(foyer.connect({ connectorUid: adapter.connector.uid })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
    expect(foyer.getState().connectFlow).toBeUndefined()
  })

  test('an adapter that resolves connect without reporting an account is an error, not a connection', async () => {
    const adapter = createMemoryAdapter({ namespace })
    adapter.connect = async () => {}
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await expect(foyer.connect({ connectorUid: adapter.connector.uid })).rejects.toMatchObject({
      shortMessage: 'Account not found for connector',
    })
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
  })
})
