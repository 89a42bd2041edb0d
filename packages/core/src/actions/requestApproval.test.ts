import { expect, test, vi } from 'vitest'
import { approvingFoyer, quietConsole, SIGN } from '../_test/approvals.js'
import { approveRequest, getCurrentApproval, rejectRequest } from './answerApproval.js'
import { openModal } from './openModal.js'
import { requestApproval } from './requestApproval.js'
import { pushView } from './viewStack.js'

// SPEC §4 'RPC flow': an unsafe request waits on ApproveTransaction for the visitor's answer
// (answerApproval.ts), runs once approved, and leaves the stack when it settles.

quietConsole()

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

test('an unsafe request opens the closed modal on ApproveTransaction, runs after approval, then closes it', async () => {
  const foyer = await approvingFoyer()
  const perform = vi.fn(async () => '0xsignature')
  const result = requestApproval(foyer, SIGN, perform)
  expect(foyer.getState().open).toBe(true)
  expect(foyer.getState().router.view).toBe('ApproveTransaction')
  expect(getCurrentApproval(foyer)).toMatchObject({ method: 'personal_sign', status: 'waiting' })
  await flush()
  expect(perform).not.toHaveBeenCalled()

  approveRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(result).resolves.toBe('0xsignature')
  expect(perform).toHaveBeenCalledTimes(1)
  expect(foyer.getState().approvals).toEqual([])
  expect(foyer.getState().open).toBe(false)
})

test('with the modal open, the request goes on top of the stack and pops back when done', async () => {
  const foyer = await approvingFoyer()
  openModal(foyer, { view: 'Connect' })
  pushView(foyer, 'AllWallets')
  const result = requestApproval(foyer, SIGN, async () => 'ok')
  expect(foyer.getState().router.view).toBe('ApproveTransaction')
  approveRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await result
  expect(foyer.getState().open).toBe(true)
  expect(foyer.getState().router.view).toBe('AllWallets')
})

test('a failing request also pops the view, and its error reaches the caller', async () => {
  const foyer = await approvingFoyer()
  const result = requestApproval(foyer, SIGN, async () => {
    throw new Error('frame failed')
  })
  approveRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(result).rejects.toThrow('frame failed')
  expect(foyer.getState().open).toBe(false)
})

test('declining rejects with the EIP-1193 user-rejected code and never runs the request', async () => {
  const foyer = await approvingFoyer()
  const perform = vi.fn(async () => 'ok')
  const result = requestApproval(foyer, SIGN, perform)
  rejectRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(result).rejects.toMatchObject({ code: 4001 })
  expect(perform).not.toHaveBeenCalled()
})

/** A request the wallet decides in its own page; the wallet's answer comes only from the wallet: here, never. */
function walletPageRequest(approvalId: number) {
  const walletFrame = {
    src: `https://auth.example/frame/approve?approvalId=${approvalId}`,
    origin: 'https://auth.example',
  }
  let given: AbortSignal | undefined
  const perform = vi.fn((signal: AbortSignal) => {
    given = signal
    return new Promise<string>(() => {})
  })
  return { walletFrame, perform, signal: () => given }
}

test('a wallet that decides in its own page: the host cannot approve, only cancel (issue 36)', async () => {
  const foyer = await approvingFoyer()
  const { walletFrame, perform, signal } = walletPageRequest(1)
  const result = requestApproval(foyer, { ...SIGN, walletFrame }, perform)
  // Its code loads with the first such request.
  await vi.waitUntil(() => getCurrentApproval(foyer))
  expect(getCurrentApproval(foyer)).toMatchObject({ walletFrame, status: 'waiting' })
  // The old approve path (a hostile script may call it, as may useApproval().approve): nothing happens.
  approveRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await flush()
  expect(getCurrentApproval(foyer)).toMatchObject({ status: 'waiting' })
  expect(signal()?.aborted).toBe(false)

  rejectRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(result).rejects.toMatchObject({ code: 4001 })
  expect(signal()?.aborted).toBe(true)
  expect(foyer.getState().approvals).toEqual([])
})

test('a wallet-page request cancelled the moment it shows (before its page loads) ends at once', async () => {
  const foyer = await approvingFoyer()
  const { walletFrame, perform, signal } = walletPageRequest(2)
  // Cancel from inside the store's own notification: the earliest a view could show the request.
  const unsubscribe = foyer.store.subscribe((state) => {
    const shown = state.approvals[0]
    if (shown) rejectRequest(foyer, { id: shown.id })
  })
  await expect(requestApproval(foyer, { ...SIGN, walletFrame }, perform)).rejects.toMatchObject({
    code: 4001,
  })
  unsubscribe()
  expect(signal()?.aborted).toBe(true)
  expect(foyer.getState().approvals).toEqual([])
})
