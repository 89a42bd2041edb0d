import { closeModal, connect, type FoyerState, formatMessage } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { useEffect, useRef, useState } from '../../reactBindings.js'
import { errorMessage } from '../parts/errorMessage.js'
import { WalletIcon } from '../parts/WalletIcon.js'

/** Waits for the wallet to accept; closes the modal on success, offers a retry on failure. */
export function ConnectingExternal() {
  const foyer = useFoyer()
  const m = useMessages()
  const connectorUid = useFoyerSelector(selectUid)
  const connector = useFoyerSelector(selectConnector)
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  // The attempt already started: StrictMode runs effects twice, a wallet prompt must open once.
  const started = useRef(-1)

  useEffect(() => {
    if (!connectorUid || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    connect(foyer, { connectorUid }).then(
      () => {
        // Only if the visitor is still waiting here: core may have moved on (UnsupportedChain), or they went back.
        if (foyer.store.getState().router.view === 'ConnectingExternal') closeModal(foyer)
      },
      (cause: unknown) => setError(errorMessage(cause, m.requestFailed)),
    )
  }, [foyer, connectorUid, attempt, m])

  const name = connector?.name ?? m.wallet
  return (
    <div className="connecting" aria-busy={!error}>
      <div className={error ? 'connecting-icon' : 'connecting-icon pending'}>
        <WalletIcon src={connector?.icon} name={name} size="large" />
      </div>
      <p className="lead">{formatMessage(m.connecting, { name })}</p>
      {error ? (
        <>
          <p className="error" role="alert" data-testid="foyer-connect-error">
            {error}
          </p>
          <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {m.tryAgain}
          </button>
        </>
      ) : (
        <p className="muted">{m.connectingDetails}</p>
      )}
    </div>
  )
}

const selectUid = (state: FoyerState) => state.router.data.connectorUid
const selectConnector = (state: FoyerState) =>
  state.connectors.find((connector) => connector.uid === state.router.data.connectorUid)
