import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectWaitingOnOtp, createTwoFamilyFoyer, OTP } from '../_test/twoFamilies.js'
import { NoConnectStepError } from '../errors/walletActions.js'
import { answerConnectStep } from './answerConnectStep.js'

inABrowserLikePage()

test('with no connect flow it throws NoConnectStepError', () => {
  const { foyer } = createTwoFamilyFoyer()
  const answer = () => answerConnectStep(foyer, { value: OTP })
  expect(answer).toThrow(NoConnectStepError)
  expect(answer).toThrow(
    expect.objectContaining({ code: 'NO_CONNECT_STEP', messageKey: 'noConnectStepWaiting' }),
  )
})

test('the answer goes to the waiting flow, once: a second one finds no step waiting', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  answerConnectStep(foyer, { value: OTP })
  expect(() => answerConnectStep(foyer, { resend: true })).toThrow(NoConnectStepError)
  await connecting
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
})

test('the flow gets the answer as given', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  // The memory session takes only the right code: anything else fails the connect.
  answerConnectStep(foyer, { resend: true })
  await expect(connecting).rejects.toThrow()
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})
