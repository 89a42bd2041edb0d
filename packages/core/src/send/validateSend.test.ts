import { expect, test } from 'vitest'
import { RECEIVER, SEND_ETH, SEND_USDT } from '../_test/sendTokens.js'
import { englishOf } from '../messages/englishText.js'
import { validateSend as problemOf } from './validateSend.js'

// What the check says, in English (it answers a catalogue key).
const validateSend = (...args: Parameters<typeof problemOf>) => {
  const problem = problemOf(...args)
  return problem && englishOf(problem)
}

test('validation texts, in SPEC order', () => {
  const send = {
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    error: undefined,
  }
  expect(validateSend(send, undefined)).toBe('An amount and receiver address are required')
  expect(validateSend({ ...send, sendTokenAmount: '1' }, undefined)).toBe(
    'An amount and receiver address are required',
  )
  expect(
    validateSend({ ...send, sendTokenAmount: '1', receiverAddress: RECEIVER }, undefined),
  ).toBe('A token is required')
  const ready = { ...send, token: SEND_ETH, sendTokenAmount: '1', receiverAddress: RECEIVER }
  expect(validateSend(ready, undefined)).toBeUndefined()
  const network = { chainNamespace: 'eip155' } as never
  expect(validateSend({ ...ready, receiverAddress: '0x1234' }, network)).toBe(
    'Enter a valid address for this network',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '3' }, network)).toBe(
    'Not enough ETH for this amount',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '0' }, network)).toBe(
    'Enter an amount greater than zero',
  )
  expect(validateSend({ ...ready, token: SEND_USDT, sendTokenAmount: '1.1234567' }, network)).toBe(
    'USDT has at most 6 decimals',
  )
  // Issue 21, item 7: letters are not a number; a decimal comma is one where the locale writes it.
  expect(validateSend({ ...ready, sendTokenAmount: 'abc' }, network)).toBe('Not a number')
  expect(validateSend({ ...ready, sendTokenAmount: '1,5' }, network, 'en-US')).toBe('Not a number')
  expect(validateSend({ ...ready, sendTokenAmount: '1,5' }, network, 'de-DE')).toBeUndefined()
  expect(validateSend({ ...ready, sendTokenAmount: '1.5' }, network, 'de-DE')).toBeUndefined()
  expect(validateSend({ ...ready, sendTokenAmount: '1,5,0' }, network, 'de-DE')).toBe(
    'Not a number',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '.5' }, network)).toBeUndefined()
})
