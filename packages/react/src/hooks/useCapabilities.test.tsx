// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, render, step, waitFor } from '../_test/render.js'
import { type UseCapabilitiesReturnType, useCapabilities } from './useCapabilities.js'

const seen: UseCapabilitiesReturnType[] = []

function Probe() {
  seen.push(useCapabilities())
  return null
}

test('the connected wallet’s capabilities, asked once connected; a wallet that cannot batch says so', async () => {
  const foyer = createTestFoyer()
  await render(<Probe />, foyer)
  // Nothing connected: nothing asked.
  expect(seen.at(-1)?.fetchStatus).toBe('idle')
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  // The memory wallet has no EIP-5792 support.
  await waitFor(() => expect(seen.at(-1)?.error?.name).toBe('CallsNotSupportedError'))
})
