// @vitest-environment happy-dom
import { getWalletsQueryOptions, openModal } from '@foyer/core'
import { expect, test } from 'vitest'
import { createTestFoyer, modal, render, step, waitFor } from '../../_test/render.js'
import { API_URL } from '../../_test/wallet.js'
import { useDirectoryAfterPaint } from './useDirectoryAfterPaint.js'

let asked: boolean[] = []
function Probe() {
  asked.push(useDirectoryAfterPaint())
  return null
}

test('the first render leaves the directory alone; it is asked once a frame has passed with the modal open', async () => {
  asked = []
  const foyer = createTestFoyer({ apiUrl: API_URL })
  await render(<Probe />, foyer)
  expect(asked[0]).toBe(false)
  await step(() => openModal(foyer))
  await waitFor(() => expect(asked.at(-1)).toBe(true))
  // Opening loads the modal too: let it arrive before the test ends.
  await waitFor(() => modal())
})

test('mounted closed (the press before the click), the view leaves the directory alone', async () => {
  asked = []
  await render(<Probe />, createTestFoyer({ apiUrl: API_URL }))
  // Frames pass; nothing asks while the modal is closed.
  for (let frame = 0; frame < 3; frame++)
    await step(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(asked.every((value) => value === false)).toBe(true)
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
