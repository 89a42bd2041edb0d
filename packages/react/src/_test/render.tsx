// Test-only helpers: a Foyer on the in-memory adapter, rendering with act(), and reaching into the modal.
import { type Connector, createFoyer, type Foyer, type FoyerOptions } from '@foyer/core'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'
import {
  createMemoryAdapter,
  type MemorySession,
  memoryStorage,
} from '../../../core/src/_test/memoryAdapter.js'
import { FoyerProvider } from '../components/FoyerProvider.js'
import { loadModal } from '../modal/load.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await act(async () => cleanup())
  // Removing a <foyer-modal> unmounts its React root (a microtask later).
  await act(async () => {
    document.body.replaceChildren()
    await Promise.resolve()
  })
})

export type TestFoyer = Foyer & { adapter: ReturnType<typeof createMemoryAdapter> }

/**
 * A Foyer on the memory adapter; `connectors` replaces its single 'Memory Wallet', `session` makes it an
 * embedded wallet signed in through that session.
 */
export function createTestFoyer({
  connectors,
  session,
  stored = {},
  ...options
}: Partial<Omit<FoyerOptions, 'storage'>> & {
  connectors?: Connector[]
  session?: MemorySession
  stored?: Record<string, string>
} = {}): TestFoyer {
  const adapter = createMemoryAdapter(session ? { session } : {})
  if (connectors) {
    adapter.mount = (context) => {
      context.emit({ type: 'connectors', connectors })
      return () => {}
    }
  }
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    storage: memoryStorage(stored),
    ...options,
  })
  cleanups.push(() => foyer.destroy())
  return Object.assign(foyer, { adapter })
}

/** Renders into a fresh container in the body (inside a FoyerProvider when given a foyer). */
export async function render(ui: ReactNode, foyer?: Foyer): Promise<HTMLElement> {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(foyer ? <FoyerProvider foyer={foyer}>{ui}</FoyerProvider> : ui))
  cleanups.push(() => root.unmount())
  return container
}

/** Runs `fn` inside act() and lets promises, the lazy chunk and timers settle. */
export async function step(fn: () => unknown = () => {}): Promise<void> {
  await act(async () => {
    await fn()
    await new Promise((resolve) => setTimeout(resolve, 5))
  })
}

/**
 * Retries `check` until it stops throwing (the modal chunk and wallet calls are asynchronous). It returns as
 * soon as the check passes; its 30 s only guard against a hang (issue 38: 5 s ran out on a loaded machine
 * while the view was still coming), below the unit tests' 60 s so the last failed check is what is reported.
 */
export async function waitFor<T>(check: () => T, timeout = 30_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await settle()
    }
  }
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}

/**
 * Imports the modal's chunk and the given views' chunks; call it in a `beforeAll`. A chunk's first import is
 * Vite transforming it and its modules on demand, which on a loaded machine took seconds and fell inside the
 * first test that showed it, against Vitest's 5 s test timeout (Send.test.tsx, issue 38). The views still
 * load through their own dynamic import() when shown; it then resolves from the module cache.
 */
export async function preloadChunks(
  ...views: { load?: (() => Promise<unknown>) | undefined }[]
): Promise<void> {
  await Promise.all([loadModal(), ...views.map((view) => view.load?.())])
}

/** Renders a host page with the instance and opens its modal (on Account when connected); its shadow root. */
export async function openModal(foyer: Foyer): Promise<ShadowRoot> {
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  return waitFor(() => modal())
}

/** Connects the memory adapter's wallet, then opens the modal on Account. */
export async function openAccount(foyer: Foyer): Promise<ShadowRoot> {
  await foyer.connect({ connectorUid: 'memory-1' })
  return openModal(foyer)
}

/** Connects the memory adapter's wallet, opens the modal on Account and selects its `tab` tab. */
export async function openAccountTab(
  foyer: Foyer,
  tab: 'tokens' | 'nfts' | 'activity',
): Promise<ShadowRoot> {
  const shadow = await openAccount(foyer)
  await click(get(`[data-testid="foyer-tab-${tab}"]`, shadow))
  return shadow
}

/**
 * Renders a host page, connects `connectorUid` while the page is up (inside act), then opens the modal on
 * Account; its shadow root. Unlike openAccount, the provider sees the connection happen.
 */
export async function connectOnPageAndOpen(
  foyer: Foyer,
  connectorUid = 'memory-1',
): Promise<ShadowRoot> {
  await render(<p>host</p>, foyer)
  await step(() => foyer.connect({ connectorUid }))
  await step(() => foyer.open())
  return waitFor(() => modal())
}

/** Every `<foyer-modal>` in the page's light DOM. */
export function modals(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('foyer-modal')]
}

/** The shadow root of the one `<foyer-modal>` (throws until it is there and rendered). */
export function modal(element = modals()[0]): ShadowRoot {
  const shadow = element?.shadowRoot
  if (!shadow?.querySelector('#foyer-title')) throw new Error('modal not rendered yet')
  return shadow
}

/** The element matching `selector` in the modal; throws when missing. */
export function get<T extends Element = HTMLElement>(selector: string, root = modal()): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`no ${selector} in the modal`)
  return element
}

/** The text of the modal's title. */
export function title(root = modal()): string {
  return get('#foyer-title', root).textContent ?? ''
}

/** Clicks a button of the modal by its accessible text (aria-label or content). */
export async function click(target: string | Element, root?: ShadowRoot): Promise<void> {
  const element =
    typeof target === 'string'
      ? [...(root ?? modal()).querySelectorAll<HTMLElement>('button, a')].find(
          (candidate) =>
            candidate.getAttribute('aria-label') === target ||
            candidate.textContent?.trim() === target,
        )
      : target
  if (!element) throw new Error(`no button "${String(target)}" in the modal`)
  await step(() => (element as HTMLElement).click())
}

/** A wallet connector for tests. */
export function testConnector(id: string, type: Connector['type'] = 'injected') {
  return {
    id,
    uid: `${id}-uid`,
    name: `${id[0]?.toUpperCase()}${id.slice(1)} Wallet`,
    namespaces: ['eip155'],
    type,
    icon: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
  } satisfies Connector
}

/** Sets an input's value the way React notices (through the native setter, then an input event). */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
