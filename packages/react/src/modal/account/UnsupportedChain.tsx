import { useDisconnect } from '../../hooks/useDisconnect.js'
import { useMessages } from '../../messages.js'
import { NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not support: switch, or disconnect. The modal leaves this view once the chain is supported. */
export function UnsupportedChain() {
  const m = useMessages()
  const { disconnect } = useDisconnect()
  return (
    <>
      <p className="muted intro">{m.unsupportedChainDetails}</p>
      <NetworkList />
      <button
        type="button"
        className="row danger spaced"
        data-testid="foyer-disconnect"
        onClick={() => disconnect()}
      >
        <span className="row-label">{m.disconnect}</span>
      </button>
    </>
  )
}
