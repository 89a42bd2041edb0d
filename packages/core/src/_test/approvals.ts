import { afterEach, beforeEach, vi } from 'vitest'
import type { ApprovalRequestInput } from '../approvals/types.js'
import { createFoyer } from '../createFoyer.js'

/** A message to sign: the unsafe request the approval tests send. */
export const SIGN: ApprovalRequestInput = {
  method: 'personal_sign',
  namespace: 'eip155',
  summary: { kind: 'message', message: 'hello' },
}

/** For a test file: the console's notices and errors are silenced (a test reads them through the spies). */
export function quietConsole(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}

/** An instance whose modal reactions, which open and close ApproveTransaction, have started (the deferred parts). */
export async function approvingFoyer() {
  const foyer = createFoyer({ adapters: [], projectId: 'p', storage: null })
  await foyer.internal.deferredParts
  return foyer
}
