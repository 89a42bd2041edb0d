import type { MessageKey } from '@foyer/core'
import type { ComponentType, KeyboardEvent } from 'react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { type ModalRegistry, useRegistry } from '../registryContext.js'
import { addStyles } from '../styles.js'
import { TokensTab } from './TokensTab.js'

// Activity (the history feature) and NFTs are chunks of their own, each loaded the first time its tab is
// shown. Their loaders come from the registry, so that this module imports no feature chunk (no import cycle).
type LazyTab = 'activity' | 'nfts'
const lazyTabs: Partial<Record<LazyTab, ComponentType>> = {}
const lazyTab = (tab: LazyTab, registry: ModalRegistry): ComponentType =>
  (lazyTabs[tab] ??= lazy(() =>
    tab === 'activity'
      ? registry.activity().then((chunk) => {
          addStyles(chunk.styles)
          return { default: chunk.ActivityTab }
        })
      : registry.nfts().then((chunk) => {
          addStyles(chunk.styles)
          return { default: chunk.NftsTab }
        }),
  ))

type Tab = 'tokens' | 'nfts' | 'activity'

const LABELS: Record<Tab, MessageKey> = { tokens: 'tokens', nfts: 'nfts', activity: 'activity' }

/**
 * The account tabs Tokens, NFTs, Activity (SPEC §2) as an ARIA tablist: arrow keys, Home and End move
 * between tabs and select them; Tab goes from the selected tab to its panel. Activity needs
 * `features.history` and the data service; NFTs need the data service (without `apiUrl` there is nothing to list them from, so
 * the tab is not shown). Only the selected panel renders its content.
 */
export function AccountTabs() {
  const foyer = useFoyer()
  const m = useMessages()
  const id = useId()
  const tabs: Tab[] = [
    'tokens',
    ...(foyer.api ? (['nfts'] as const) : []),
    // History comes from the data service: without it the console names features.history as doing
    // nothing here, so the tab is not shown either (an always-empty "No activity yet" would contradict it).
    ...(foyer.options.features.history && foyer.api ? (['activity'] as const) : []),
  ]
  const [selected, setSelected] = useState<Tab>('tokens')
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            data-testid={`foyer-tab-${tab}`}
            onClick={() => setSelected(tab)}
          >
            {m[LABELS[tab]]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          className="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: Tab reaches the panel, whose rows are not focusable.
          tabIndex={0}
          data-testid={`foyer-panel-${tab}`}
        >
          {tab === selected ? <Panel tab={tab} /> : null}
        </div>
      ))}
    </div>
  )
}

function Panel({ tab }: { tab: Tab }) {
  const m = useMessages()
  const registry = useRegistry()
  if (tab === 'tokens') return <TokensTab />
  const LazyPanel = lazyTab(tab, registry)
  return (
    <Suspense
      fallback={
        <p className="muted" aria-busy="true">
          {tab === 'nfts' ? m.loadingNfts : m.loadingActivity}
        </p>
      }
    >
      <LazyPanel />
    </Suspense>
  )
}
