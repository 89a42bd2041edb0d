import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectWaitingOnOtp, createTwoFamilyFoyer, OTP } from '../_test/twoFamilies.js'
import { answerConnectStep } from './answerConnectStep.js'
import { getConnectStep } from './getConnectStep.js'

inABrowserLikePage()

test('undefined with no connect under way', () => {
  expect(getConnectStep(createTwoFamilyFoyer().foyer)).toBeUndefined()
})

test('the step the flow waits on, then undefined once the connect is over', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  expect(getConnectStep(foyer)).toEqual({ type: 'awaitOtp', email: 'visitor@example.com' })
  expect(getConnectStep(foyer)).toBe(foyer.getState().connectFlow?.step)
  answerConnectStep(foyer, { value: OTP })
  await connecting
  expect(getConnectStep(foyer)).toBeUndefined()
})

test('undefined after a failed connect too', async () => {
  const { foyer, connecting } = await connectWaitingOnOtp()
  answerConnectStep(foyer, { value: 'wrong' })
  await expect(connecting).rejects.toThrow()
  expect(getConnectStep(foyer)).toBeUndefined()
})
