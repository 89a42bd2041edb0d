import { disconnect } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not support: switch, or disconnect. Core leaves this view once the chain is supported. */
export function UnsupportedChain() {
  const foyer = useFoyer()
  const m = useMessages()
  return (
    <>
      <p className="muted intro">{m.unsupportedChainDetails}</p>
      <NetworkList />
      <button
        type="button"
        className="row danger spaced"
        data-testid="foyer-disconnect"
        onClick={() => {
          disconnect(foyer).catch(() => {})
        }}
      >
        <span className="row-label">{m.disconnect}</span>
      </button>
    </>
  )
}
