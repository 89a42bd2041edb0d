// Test-only helpers for the Approve Transaction view: a wallet's request to approve, shown in the modal,
// and the summary's definition lists read back.
import { type ApprovalSummary, requestApproval } from '@foyer/core/adapter'
import { createTestFoyer, get, modal, render, waitFor } from './render.js'

/**
 * A Foyer whose wallet asks, by `method` on eip155:10, to approve `summary`; `perform` is the wallet's work
 * once approved. The request's outcome is `result` (already caught, so a test that never settles it, or
 * expects a rejection, leaves no unhandled rejection); `summary` is the view's summary element once shown.
 */
export async function requestApprovalInModal(
  summary: ApprovalSummary,
  {
    method,
    perform = async () => 'done',
  }: { method: string; perform?: (() => Promise<unknown>) | undefined },
) {
  const foyer = createTestFoyer()
  await render(<p>host</p>, foyer)
  const result = requestApproval(
    foyer,
    { method, namespace: 'eip155', caipNetworkId: 'eip155:10', summary },
    perform,
  )
  result.catch(() => {})
  const shadow = await waitFor(() => modal())
  const summaryElement = await waitFor(() => get('[data-testid="foyer-approval-summary"]', shadow))
  return { foyer, shadow, result, summary: summaryElement }
}

/** A summary's definition list (its `div`s of `dt` and `dd`) as [term, definition] pairs, in order. */
export const definitions = (list: Element) =>
  [...list.querySelectorAll(':scope > div')].map((entry) => [
    entry.querySelector(':scope > dt')?.textContent,
    entry.querySelector(':scope > dd')?.textContent,
  ])
