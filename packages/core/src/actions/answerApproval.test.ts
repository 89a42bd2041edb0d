import { expect, test } from 'vitest'
import { approvingFoyer, quietConsole, SIGN } from '../_test/approvals.js'
import { approveRequest, getCurrentApproval, rejectRequest } from './answerApproval.js'
import { requestApproval } from './requestApproval.js'

// The visitor's answers (ApproveTransaction's buttons); requestApproval.test.ts follows a request through them.

quietConsole()

test('the current approval is the oldest one waiting; nothing waits at first', async () => {
  const foyer = await approvingFoyer()
  expect(getCurrentApproval(foyer)).toBeUndefined()
  const first = requestApproval(foyer, SIGN, async () => 'first')
  const second = requestApproval(
    foyer,
    { ...SIGN, method: 'eth_sendTransaction' },
    async () => 'second',
  )
  expect(getCurrentApproval(foyer)).toMatchObject({ method: 'personal_sign', status: 'waiting' })
  approveRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(first).resolves.toBe('first')
  expect(getCurrentApproval(foyer)?.method).toBe('eth_sendTransaction')
  rejectRequest(foyer, { id: getCurrentApproval(foyer)?.id ?? 0 })
  await expect(second).rejects.toMatchObject({ code: 4001 })
  expect(getCurrentApproval(foyer)).toBeUndefined()
})

test('an answer to a request that is not waiting changes nothing', async () => {
  const foyer = await approvingFoyer()
  const waiting = requestApproval(foyer, SIGN, async () => 'ok')
  const id = getCurrentApproval(foyer)?.id ?? 0
  approveRequest(foyer, { id: id + 1 })
  rejectRequest(foyer, { id: id + 1 })
  expect(getCurrentApproval(foyer)).toMatchObject({ id, status: 'waiting' })
  approveRequest(foyer, { id })
  await expect(waiting).resolves.toBe('ok')
})
