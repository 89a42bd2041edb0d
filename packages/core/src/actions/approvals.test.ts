import { expect, test, vi } from 'vitest'
import { approvingFoyer, quietConsole, SIGN } from '../_test/approvals.js'
import { en } from '../messages/en.js'
import { refuseRequest } from './approvals.js'
import { closeModal } from './closeModal.js'
import { requestApproval } from './requestApproval.js'

quietConsole()

test('SPEC §4: a refused method opens the modal, and 300 ms later says Action not allowed and rejects open requests', async () => {
  vi.useFakeTimers()
  const foyer = await approvingFoyer()
  const waiting = requestApproval(foyer, SIGN, async () => 'ok')
  waiting.catch(() => {})
  closeModal(foyer, { force: true })
  await expect(waiting).rejects.toThrow(en.requestAborted)

  const open = requestApproval(foyer, SIGN, async () => 'ok')
  open.catch(() => {})
  const error = refuseRequest(foyer, { method: 'eth_sign' })
  expect(error).toMatchObject({ code: 4200, shortMessage: en.methodNotAllowed })
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('eth_sign'))
  expect(foyer.getState().open).toBe(true)
  expect(foyer.getState().toast).toBeUndefined()
  await vi.advanceTimersByTimeAsync(299)
  expect(foyer.getState().toast).toBeUndefined()
  await vi.advanceTimersByTimeAsync(1)
  expect(foyer.getState().toast).toMatchObject({
    variant: 'error',
    message: { key: 'actionNotAllowed' },
  })
  await expect(open).rejects.toMatchObject({ code: 4200 })
})

test('ApproveTransaction is not opened when nothing waits for approval', async () => {
  const foyer = await approvingFoyer()
  expect(foyer.open({ view: 'ApproveTransaction' })).toBe(false)
})
