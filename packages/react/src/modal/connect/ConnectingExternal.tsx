import { closeModal, type FoyerState, formatMessage, viewArguments } from '@foyer/core'
import { useConnect } from '../../hooks/useConnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { useEffect, useRef, useState } from '../../reactBindings.js'
import { errorMessage } from '../parts/errorMessage.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { ConnectStepView } from './ConnectStepView.js'

/**
 * Connects through the connector the view was opened with and follows its flow: the step it waits on (a
 * link, a code) when there is one, else "accept in the wallet". Closes the modal on success, offers a retry
 * on failure. Uses `useConnect` like any host would.
 */
export function ConnectingExternal() {
  const foyer = useFoyer()
  const m = useMessages()
  const connectorUid = useFoyerSelector(selectUid)
  const connector = useFoyerSelector(selectConnector)
  const { connectAsync, error, reset, step, answer } = useConnect()
  const [attempt, setAttempt] = useState(0)
  // The attempt already started: StrictMode runs effects twice, a wallet prompt must open once.
  const started = useRef(-1)

  useEffect(() => {
    if (!connectorUid || started.current === attempt) return
    started.current = attempt
    connectAsync({ connectorUid }).then(
      () => {
        // Only if the visitor is still waiting here: the modal may have moved on (UnsupportedChain), or they went back.
        if (foyer.store.getState().router.view === 'ConnectingExternal') closeModal(foyer)
      },
      // The hook holds the error; this view shows it.
      () => {},
    )
  }, [foyer, connectorUid, attempt, connectAsync])

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
            {errorMessage(error, m.requestFailed)}
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              reset()
              setAttempt((n) => n + 1)
            }}
          >
            {m.tryAgain}
          </button>
        </>
      ) : step ? (
        <ConnectStepView step={step} onAnswer={answer} />
      ) : (
        <p className="muted">{m.connectingDetails}</p>
      )}
    </div>
  )
}

const selectUid = (state: FoyerState) =>
  viewArguments(state.router, 'ConnectingExternal')?.connectorUid
const selectConnector = (state: FoyerState) =>
  state.connectors.find((connector) => connector.uid === selectUid(state))
