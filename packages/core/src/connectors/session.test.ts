import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import { answerConnectStep } from '../actions/answerConnectStep.js'
import { cancelConnect } from '../actions/cancelConnect.js'
import { createFoyer } from '../createFoyer.js'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

/** An instance with an EVM and a Solana adapter that share one session connector (like the embedded wallet). */
function twoNamespaces(session = createMemorySession()) {
  const evm = createMemoryAdapter({ namespace: 'eip155', session })
  const solana = createMemoryAdapter({ namespace: 'solana', session })
  const foyer = createFoyer({ adapters: [evm, solana], projectId: 'p', storage: null })
  return { foyer, evm, solana, session }
}

test('a session connector is listed once and declares every namespace it serves', () => {
  const { foyer } = twoNamespaces()
  const sessions = foyer.getState().connectors.filter((connector) => connector.uid === 'session-1')
  expect(sessions).toEqual([expect.objectContaining({ namespaces: ['eip155', 'solana'] })])
})

test('one connect through a session connector connects every namespace it serves', async () => {
  const { foyer } = twoNamespaces()
  const result = await foyer.connect({ connectorUid: 'session-1' })
  expect(Object.keys(result.accounts).sort()).toEqual(['eip155', 'solana'])
  const { accounts } = foyer.getState()
  expect(accounts.eip155).toMatchObject({ status: 'connected', connectorUid: 'session-1' })
  expect(accounts.solana).toMatchObject({ status: 'connected', connectorUid: 'session-1' })
})

test('SPEC §4: disconnecting an auth or wallet-connect namespace disconnects the others of its session', async () => {
  for (const type of ['auth', 'walletConnect'] as const) {
    const { foyer, evm, solana } = twoNamespaces(createMemorySession({ type }))
    await foyer.connect({ connectorUid: 'session-1' })
    await foyer.disconnect({ namespace: 'solana' })
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
    expect(evm.calls.disconnect + solana.calls.disconnect).toBe(2)
  }
})

test('a namespace connected through its own wallet stays when another namespace disconnects', async () => {
  const { foyer, evm, solana } = twoNamespaces()
  await foyer.connect({ connectorUid: evm.connector.uid })
  await foyer.connect({ connectorUid: solana.connector.uid })
  await foyer.disconnect({ namespace: 'eip155' })
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(foyer.getState().accounts.solana?.status).toBe('connected')
  expect(solana.calls.disconnect).toBe(0)
})

test('a connect flow shows its steps and waits for the answer to an OTP step', async () => {
  const { foyer } = twoNamespaces(createMemorySession({ otp: '123456' }))
  const steps: unknown[] = []
  foyer.subscribeState((state) => {
    const step = state.connectFlow?.step
    if (step && steps.at(-1) !== step) steps.push(step)
  })
  const connecting = foyer.connect({ connectorUid: 'session-1' })
  await vi.waitFor(() => expect(foyer.getState().connectFlow?.step?.type).toBe('awaitOtp'))
  expect(steps).toEqual([
    { type: 'displayUri', uri: 'memory:pair?topic=1' },
    { type: 'awaitOtp', email: 'visitor@example.com' },
  ])
  expect(foyer.getState().accounts.eip155?.status).toBe('connecting')
  answerConnectStep(foyer, { value: '123456' })
  await connecting
  expect(foyer.getState().accounts.solana?.status).toBe('connected')
  expect(foyer.getState().connectFlow).toBeUndefined()
})

test('a wrong answer fails the connect and leaves every namespace as it was', async () => {
  const { foyer } = twoNamespaces(createMemorySession({ otp: '123456' }))
  const connecting = foyer.connect({ connectorUid: 'session-1' })
  await vi.waitFor(() => expect(foyer.getState().connectFlow?.step?.type).toBe('awaitOtp'))
  answerConnectStep(foyer, { value: '000000' })
  await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
})

test('cancelling aborts the flow; answering with no step waiting is an error', async () => {
  const { foyer } = twoNamespaces(createMemorySession({ otp: '123456' }))
  expect(() => answerConnectStep(foyer, { value: '1' })).toThrow(
    expect.objectContaining({ code: 'NO_CONNECT_STEP' }),
  )
  const connecting = foyer.connect({ connectorUid: 'session-1' })
  await vi.waitFor(() => expect(foyer.getState().connectFlow?.step?.type).toBe('awaitOtp'))
  cancelConnect(foyer)
  await expect(connecting).rejects.toMatchObject({
    code: 'CONNECT_ABORTED',
    // SPEC §8: an abort that is not an RPC request's.
    shortMessage: 'Something went wrong',
  })
  expect(foyer.getState().connectFlow).toBeUndefined()
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('a session that reports every family keeps the family the visitor is on active', async () => {
  for (const active of ['eip155', 'solana'] as const) {
    const { foyer } = twoNamespaces()
    await foyer.switchNetwork({
      caipNetworkId: active === 'eip155' ? 'eip155:10' : 'solana:testnet',
    })
    expect(foyer.getState().activeNamespace).toBe(active)
    await foyer.connect({ connectorUid: 'session-1' })
    expect(foyer.getState().activeNamespace).toBe(active)
  }
})
