// Test-only: createAppKit on core's in-memory adapter, and rendering without any provider (as AppKit hosts do).
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'
import { createMemoryAdapter, memoryStorage } from '../../../core/src/_test/memoryAdapter.js'
import type { AppKitAdapter } from '../adapters/types.js'
import type { AppKit } from '../client/appKit.js'
import { createAppKit } from '../client/createAppKit.js'
import type { AppKitOptions } from '../options/types.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await act(async () => cleanup())
  if (typeof document === 'undefined') return
  await act(async () => {
    document.body.replaceChildren()
    await Promise.resolve()
  })
})

/** An AppKit-shaped adapter around core's memory adapter ('Memory Wallet' on eip155:1 and eip155:10). */
export function memoryAppKitAdapter() {
  const adapter = createMemoryAdapter()
  const appKitAdapter: AppKitAdapter = { namespace: 'eip155', toFoyerAdapter: () => adapter }
  return { adapter, appKitAdapter, networks: adapter.networks }
}

/** createAppKit on the memory adapter (inside act(): it renders the modal's host), destroyed after the test. */
export async function createMemoryAppKit(
  options: Partial<AppKitOptions> = {},
): Promise<AppKit & { adapter: ReturnType<typeof createMemoryAdapter> }> {
  const { adapter, appKitAdapter, networks } = memoryAppKitAdapter()
  let appKit: AppKit | undefined
  await act(async () => {
    appKit = createAppKit({
      adapters: [appKitAdapter],
      networks: networks as AppKitOptions['networks'],
      projectId: 'p',
      storage: memoryStorage(),
      ...options,
    })
  })
  const created = appKit as AppKit
  cleanups.push(() => created.destroy())
  return Object.assign(created, { adapter })
}

/** Renders into a fresh container in the body, with no provider around. */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(ui))
  cleanups.push(() => root.unmount())
  return container
}

/** Runs `fn` inside act() and lets promises, lazy chunks and timers settle. */
export async function step(fn: () => unknown = () => {}): Promise<void> {
  await act(async () => {
    await fn()
    await new Promise((resolve) => setTimeout(resolve, 5))
  })
}

/**
 * Retries `check` until it stops throwing; returns as soon as it passes. Its 30 s only guard against a hang
 * (a lazy chunk's first import is slow on a busy machine), below the unit tests' 60 s.
 */
export async function waitFor<T>(check: () => T, timeout = 30_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    }
  }
}
