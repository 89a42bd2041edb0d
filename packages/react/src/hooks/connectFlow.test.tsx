// @vitest-environment happy-dom
import { createFoyer, type Foyer } from '@foyer/core'
import { afterEach, expect, test } from 'vitest'
import { createMemoryAdapter, createMemorySession } from '../../../core/src/_test/memoryAdapter.js'
import { render, step, waitFor } from '../_test/render.js'
import { useConnect } from './useConnect.js'
import { useDisconnect } from './useDisconnect.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const made: Foyer[] = []
afterEach(() => {
  for (const foyer of made.splice(0)) foyer.destroy()
})

/** A headless host: its own UI on Foyer's hooks, an EVM and a Solana account behind one session. */
function headlessHost() {
  const session = createMemorySession({ otp: '424242' })
  const foyer = createFoyer({
    adapters: [
      createMemoryAdapter({ namespace: 'eip155', session }),
      createMemoryAdapter({ namespace: 'solana', session }),
    ],
    projectId: 'p',
    storage: null,
    features: { email: false, socials: false, swaps: false, onramp: false, history: false },
  })
  made.push(foyer)
  const seen: { connect: ReturnType<typeof useConnect>; solana: boolean }[] = []
  function Host() {
    seen.push({
      connect: useConnect(),
      solana: useFoyerAccount('solana').isConnected,
    })
    return null
  }
  return { foyer, Host, last: () => seen[seen.length - 1] as (typeof seen)[number] }
}

test('a headless host drives a connect flow with useConnect: the step, the answer, the result', async () => {
  const { foyer, Host, last } = headlessHost()
  await render(<Host />, foyer)
  expect(last().connect.status).toBe('idle')

  await step(() => last().connect.connect({ connectorUid: 'session-1' }))
  await waitFor(() => expect(last().connect.step?.type).toBe('awaitOtp'))
  expect(last().connect.isPending).toBe(true)
  expect(last().connect.step).toEqual({ type: 'awaitOtp', email: 'visitor@example.com' })

  await step(() => last().connect.answer('424242'))
  await waitFor(() => expect(last().connect.status).toBe('success'))
  expect(last().connect.step).toBeUndefined()
  expect(Object.keys(last().connect.data?.accounts ?? {}).sort()).toEqual(['eip155', 'solana'])
  expect(last().solana).toBe(true)
})

test('a wrong answer is the connect’s error; cancel aborts the next attempt', async () => {
  const { foyer, Host, last } = headlessHost()
  await render(<Host />, foyer)
  await step(() => last().connect.connect({ connectorUid: 'session-1' }))
  await waitFor(() => expect(last().connect.step?.type).toBe('awaitOtp'))
  await step(() => last().connect.answer('000000'))
  await waitFor(() => expect(last().connect.status).toBe('error'))
  expect(last().connect.error).toMatchObject({ name: 'UserRejectedRequestError' })

  await step(() => last().connect.connect({ connectorUid: 'session-1' }))
  await waitFor(() => expect(last().connect.step?.type).toBe('awaitOtp'))
  await step(() => last().connect.cancel())
  await waitFor(() => expect(last().connect.error).toMatchObject({ code: 'CONNECT_ABORTED' }))
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('useDisconnect and useSwitchNetwork report pending, success and error', async () => {
  const adapter = createMemoryAdapter({ failDisconnect: true })
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  made.push(foyer)
  const seen: {
    disconnect: ReturnType<typeof useDisconnect>
    switch: ReturnType<typeof useSwitchNetwork>
  }[] = []
  function Host() {
    seen.push({ disconnect: useDisconnect(), switch: useSwitchNetwork() })
    return null
  }
  const last = () => seen[seen.length - 1] as (typeof seen)[number]
  await render(<Host />, foyer)
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))

  await step(() => last().switch.switchNetwork({ caipNetworkId: 'eip155:10' }))
  await waitFor(() => expect(last().switch.status).toBe('success'))
  expect(foyer.getState().networks.eip155?.caipNetwork?.id).toBe(10)
  await step(() => last().switch.switchNetwork({ caipNetworkId: 'eip155:999' }))
  await waitFor(() =>
    expect(last().switch.error).toMatchObject({ code: 'SWITCH_NETWORK_NOT_FOUND' }),
  )

  await step(() => last().disconnect.disconnect())
  await waitFor(() => expect(last().disconnect.error).toMatchObject({ code: 'DISCONNECT_ERROR' }))
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})
