// @vitest-environment happy-dom
import { showToast } from '@foyer/core'
import { expect, test, vi } from 'vitest'
import { createTestFoyer, render, step, waitFor } from '../_test/render.js'
import { useBalance } from './useBalance.js'
import { useDisconnect } from './useDisconnect.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerEvents } from './useFoyerEvents.js'
import { useFoyerModal } from './useFoyerModal.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useFoyerState } from './useFoyerState.js'
import { useFoyerTheme } from './useFoyerTheme.js'
import { useSignMessage } from './useSignMessage.js'
import { useWalletInfo } from './useWalletInfo.js'

function useEverything() {
  return {
    account: useFoyerAccount(),
    network: useFoyerNetwork(),
    state: useFoyerState(),
    theme: useFoyerTheme(),
    modal: useFoyerModal(),
    event: useFoyerEvents(),
    wallet: useWalletInfo(),
    balance: useBalance().data?.formatted,
    sign: useSignMessage(),
    disconnect: useDisconnect(),
  }
}

const seen: ReturnType<typeof useEverything>[] = []
const last = () => seen[seen.length - 1] as ReturnType<typeof useEverything>

function Probe() {
  seen.push(useEverything())
  return null
}

test('hooks follow the instance, and keep their identity across unrelated changes', async () => {
  const error = vi.spyOn(console, 'error')
  const foyer = createTestFoyer()
  await render(<Probe />, foyer)
  expect(last().account).toMatchObject({ isConnected: false, namespace: 'eip155' })

  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  await waitFor(() => expect(last().balance).toBe('1.2345'))
  expect(last().account).toMatchObject({ isConnected: true, address: expect.any(String) })
  expect(last().wallet).toMatchObject({ id: 'memory', name: 'Memory Wallet' })
  expect(last().network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  expect(last().event).toMatchObject({ type: 'CONNECT_SUCCESS' })

  const before = last()
  await step(() => showToast(foyer, { variant: 'success', message: 'hi' }))
  for (const key of ['account', 'network', 'state', 'theme', 'modal', 'disconnect'] as const)
    expect(last()[key], key).toBe(before[key])

  await step(() => last().modal.open({ view: 'Networks' }))
  expect(last().state).toEqual({ open: true, activeNamespace: 'eip155', view: 'Networks' })
  await step(() => last().theme.setThemeMode('dark'))
  expect(last().theme.themeMode).toBe('dark')

  await step(() => last().sign.signMessage({ message: 'hey' }))
  await waitFor(() => expect(last().sign.data).toBe('signed:hey'))
  await step(() => last().network.switchNetwork({ caipNetworkId: 'eip155:10' }))
  expect(last().network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  await step(() => last().disconnect.disconnect())
  expect(last().account.isConnected).toBe(false)

  // Unstable snapshots make React complain ("getSnapshot should be cached") or loop.
  expect(error).not.toHaveBeenCalled()
})
