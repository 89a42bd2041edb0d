import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectWaitingOnOtp, createTwoFamilyFoyer, OTP } from '../_test/twoFamilies.js'
import { ConnectAbortedError } from '../errors/connection.js'
import { answerConnectStep } from './answerConnectStep.js'
import { cancelConnect } from './cancelConnect.js'

inABrowserLikePage()

test('with no connect under way it does nothing', () => {
  const { foyer } = createTwoFamilyFoyer()
  const before = foyer.getState()
  expect(cancelConnect(foyer)).toBeUndefined()
  expect(foyer.getState()).toBe(before)
})

test('the connect under way rejects with ConnectAbortedError and leaves every namespace disconnected', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  cancelConnect(foyer)
  // At once, before the connect has rejected: the cancelled step takes no answer.
  expect(() => answerConnectStep(foyer, { value: OTP })).toThrow(
    expect.objectContaining({ code: 'NO_CONNECT_STEP' }),
  )
  await expect(connecting).rejects.toBeInstanceOf(ConnectAbortedError)
  expect(foyer.getState()).toMatchObject({
    connectFlow: undefined,
    accounts: { eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } },
  })
  // Its step is no longer there to answer.
  expect(() => answerConnectStep(foyer, { value: OTP })).toThrow(
    expect.objectContaining({ code: 'NO_CONNECT_STEP' }),
  )
})
