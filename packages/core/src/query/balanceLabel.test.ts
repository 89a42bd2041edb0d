import { expect, test } from 'vitest'
import { loadDeferredParts } from '../deferred/startDeferredParts.js'
import { balanceLabel } from './balanceLabel.js'

const balance = { formatted: '1234.56789', symbol: 'ETH' }

test('the buttons’ balance label is written by the deferred parts, for the locale, once they are there', async () => {
  // Before the parts: no label (a balance is read through them, so none is shown without them anyway).
  expect(balanceLabel(balance, 'en-US')).toBeUndefined()
  await loadDeferredParts()
  expect(balanceLabel(balance, 'en-US')).toBe('1,234.567 ETH')
  expect(balanceLabel(balance, 'de-DE')).toBe('1.234,567 ETH')
  expect(balanceLabel(undefined, 'en-US')).toBeUndefined()
})
