import { expect, test } from 'vitest'
import { ETH, FUSD } from '../_test/swapService.js'
import { NATIVE_TOKEN_ADDRESS as SCHEMA_NATIVE } from '../api/convertSchemas.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { isNativeSwapToken } from './swapInput.js'

test('the coin is named by one address in the constants and in the answers’ schemas', () => {
  expect(SCHEMA_NATIVE).toBe(NATIVE_TOKEN_ADDRESS)
})

test('the coin is told from a token by its address, whatever its case', () => {
  expect(isNativeSwapToken(ETH)).toBe(true)
  expect(isNativeSwapToken({ ...ETH, address: ETH.address.toUpperCase() })).toBe(true)
  expect(isNativeSwapToken(FUSD)).toBe(false)
})
