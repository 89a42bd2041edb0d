import { expect, test } from 'vitest'
import { ELSEWHERE, ETH, FUSD } from '../_test/swapService.js'
import type { KeyedText } from '../messages/displayText.js'
import { englishOf } from '../messages/englishText.js'
import { validateSwap } from './validateSwap.js'

/** A check's answer (a catalogue key) in English. */
const said = (problem: KeyedText | undefined) => problem && englishOf(problem)

test('validation texts: tokens, network, then the amount as Send checks it', () => {
  const network = { caipNetworkId: 'eip155:1' } as unknown as Parameters<typeof validateSwap>[1]
  const check = (input: Partial<Parameters<typeof validateSwap>[0]>, balance?: string) =>
    said(validateSwap({ amount: '1', fromToken: ETH, toToken: FUSD, ...input }, network, balance))
  expect(check({ toToken: undefined })).toBe('Choose a token to pay with and one to receive')
  expect(check({ toToken: ETH })).toBe('Choose two different tokens')
  expect(check({ toToken: ELSEWHERE })).toBe(
    'These tokens are not on the network you are connected to',
  )
  expect(check({ amount: ' ' })).toBe('Enter an amount')
  expect(check({ amount: 'abc' })).toBe('Not a number')
  expect(check({ amount: '0' })).toBe('Enter an amount greater than zero')
  expect(check({ fromToken: FUSD, toToken: ETH, amount: '0.0000001' })).toBe(
    'fUSD has at most 6 decimals',
  )
  expect(check({ amount: '3' }, '2.5')).toBe('Not enough ETH for this amount')
  expect(check({ amount: '2.5' }, '2.5')).toBeUndefined()
})
