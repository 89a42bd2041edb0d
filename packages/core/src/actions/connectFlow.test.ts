import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { ConnectAbortedError } from '../errors/connection.js'
import { endConnectFlow, startConnectFlow } from './connectFlow.js'

// What connect() and its adapter share while a connect runs (connect.test.ts, answerConnectStep.test.ts and
// cancelConnect.test.ts test it through the actions).

inABrowserLikePage()

test('a flow’s steps show in state.connectFlow until it ends', () => {
  const { foyer } = createTwoFamilyFoyer()
  const flow = startConnectFlow(foyer, 'memory-1')
  expect(foyer.getState().connectFlow).toEqual({ connectorUid: 'memory-1', step: undefined })
  flow.step({ type: 'displayUri', uri: 'memory:pair' })
  expect(foyer.getState().connectFlow?.step).toEqual({ type: 'displayUri', uri: 'memory:pair' })
  endConnectFlow(foyer, flow)
  expect(foyer.getState().connectFlow).toBeUndefined()
})

test('a second flow aborts the first: its answer rejects, its steps and its end change nothing', async () => {
  const { foyer } = createTwoFamilyFoyer()
  const first = startConnectFlow(foyer, 'memory-1')
  const waiting = first.answer()
  const second = startConnectFlow(foyer, 'memory-solana-1')
  await expect(waiting).rejects.toBeInstanceOf(ConnectAbortedError)
  expect(first.signal.aborted).toBe(true)
  first.step({ type: 'displayUri', uri: 'stale' })
  endConnectFlow(foyer, first)
  expect(foyer.getState().connectFlow).toEqual({ connectorUid: 'memory-solana-1', step: undefined })
  await expect(first.answer()).rejects.toBeInstanceOf(ConnectAbortedError)
  endConnectFlow(foyer, second)
  expect(foyer.getState().connectFlow).toBeUndefined()
})
