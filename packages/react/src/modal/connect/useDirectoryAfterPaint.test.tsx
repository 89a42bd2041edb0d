// @vitest-environment happy-dom
import { getWalletsQueryOptions } from '@foyer/core'
import { expect, test } from 'vitest'
import { createTestFoyer, render, waitFor } from '../../_test/render.js'
import { API_URL } from '../../_test/wallet.js'
import { useDirectoryAfterPaint } from './useDirectoryAfterPaint.js'

let asked: boolean[] = []
function Probe() {
  asked.push(useDirectoryAfterPaint())
  return null
}

test('the first render leaves the directory alone; it is asked once a frame has passed', async () => {
  asked = []
  await render(<Probe />, createTestFoyer({ apiUrl: API_URL }))
  expect(asked[0]).toBe(false)
  await waitFor(() => expect(asked.at(-1)).toBe(true))
})

test('a directory page already at hand is used in the first render', async () => {
  asked = []
  const foyer = createTestFoyer({ apiUrl: API_URL })
  foyer.queryClient.setQueryData(getWalletsQueryOptions(foyer, { page: 1 }).queryKey, {
    count: 0,
    data: [],
  })
  await render(<Probe />, foyer)
  expect(asked).toEqual([true])
})
