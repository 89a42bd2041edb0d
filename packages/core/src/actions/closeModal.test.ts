import { expect, test, vi } from 'vitest'
import { approvingFoyer, quietConsole, SIGN } from '../_test/approvals.js'
import { en } from '../messages/en.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { requestApproval } from './requestApproval.js'

quietConsole()

test('closing a closed modal answers true and tells no one', async () => {
  const foyer = await approvingFoyer()
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  expect(closeModal(foyer)).toBe(true)
  expect(openModal(foyer, { view: 'Connect' })).toBe(true)
  expect(closeModal(foyer)).toBe(true)
  expect(foyer.getState().open).toBe(false)
  expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
})

test('SPEC §2: closing is blocked on ApproveTransaction unless forced; closing aborts what waits', async () => {
  const foyer = await approvingFoyer()
  const perform = vi.fn(async () => 'ok')
  const first = requestApproval(foyer, SIGN, perform)
  const second = requestApproval(foyer, { ...SIGN, method: 'eth_sendTransaction' }, perform)
  expect(closeModal(foyer)).toBe(false)
  expect(foyer.getState().open).toBe(true)
  expect(closeModal(foyer, { force: true })).toBe(true)
  await expect(first).rejects.toThrow(en.requestAborted)
  await expect(second).rejects.toThrow(en.requestAborted)
  expect(perform).not.toHaveBeenCalled()
  expect(foyer.getState().approvals).toEqual([])
})
