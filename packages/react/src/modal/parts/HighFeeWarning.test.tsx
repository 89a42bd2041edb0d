// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, render } from '../../_test/render.js'
import { feeShare, HIGH_FEE_SHARE, HighFeeWarning } from './HighFeeWarning.js'

test('a fee is weighed against the amount only when both are known in USD', () => {
  expect(feeShare(1410, 50)).toBeCloseTo(28.2)
  expect(feeShare(undefined, 50)).toBeUndefined()
  expect(feeShare(1, undefined)).toBeUndefined()
  expect(feeShare(1, 0)).toBeUndefined()
  expect(feeShare(Number.NaN, 50)).toBeUndefined()
})

test('a fee of 5% of the amount or more is called out with its share; a smaller one is not', async () => {
  // 0.47 ETH at $3,000 on a $50 swap (the review's example): 2,820% of the amount.
  const high = await render(
    <HighFeeWarning feeUsd={1410} amountUsd={50} testId="fee" />,
    createTestFoyer(),
  )
  expect(high.querySelector('[data-testid="fee"]')?.textContent).toBe(
    'High network fee: 2,820% of the amount',
  )
  const edge = await render(
    <HighFeeWarning feeUsd={HIGH_FEE_SHARE * 100} amountUsd={100} testId="fee" />,
    createTestFoyer(),
  )
  expect(edge.querySelector('[data-testid="fee"]')?.textContent).toContain('5%')
  const low = await render(
    <HighFeeWarning feeUsd={0.05} amountUsd={50} testId="fee" />,
    createTestFoyer(),
  )
  expect(low.querySelector('[data-testid="fee"]')).toBeNull()
  const unknown = await render(
    <HighFeeWarning feeUsd={undefined} amountUsd={50} testId="fee" />,
    createTestFoyer(),
  )
  expect(unknown.querySelector('[data-testid="fee"]')).toBeNull()
})
