import { closeModal, type FoyerState, formatMessage, hideToast, showToast } from '@foyer/core'
import { goBack, resetView, viewArguments } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useConnect } from '../../hooks/useConnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { ConnectError } from '../parts/ConnectError.js'
import { KeyIcon, MailIcon } from '../parts/icons.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { ConnectStepView } from './ConnectStepView.js'
import { SOCIAL_PROVIDER_NAMES } from './socialProviders.js'

/**
 * Connects through the connector the view was opened with (with the e-mail address, for an e-mail login)
 * and follows its flow: the step it waits on (a link, a code) when there is one, else "accept in the
 * wallet". Closes the modal on success, offers a retry on failure. Uses `useConnect` like any host would.
 */
export function ConnectingExternal() {
  const foyer = useFoyer()
  const m = useMessages()
  const connectorUid = useFoyerSelector(selectUid)
  const email = useFoyerSelector(selectEmail)
  const social = useFoyerSelector(selectSocial)
  const passkey = useFoyerSelector(selectPasskey)
  const connector = useFoyerSelector(selectConnector)
  const { connectAsync, error, reset, step, answer, resend, cancel, isSuccess } = useConnect()
  const [attempt, setAttempt] = useState(0)
  // The attempt already started: StrictMode runs effects twice, a wallet prompt must open once.
  const started = useRef(-1)
  // The last attempt whose flow has shown a step: from then on the step view says what goes on.
  const [shownStepIn, setShownStepIn] = useState(-1)

  useEffect(() => {
    if (!connectorUid || started.current === attempt) return
    started.current = attempt
    connectAsync({ connectorUid, email, social, passkey }).then(
      () => {
        // Only if the visitor is still waiting here: the modal may have moved on (UnsupportedChain), or they went back.
        const { router, pay } = foyer.store.getState()
        if (router.view !== 'ConnectingExternal') return
        // Connecting to pay (Pay's 'Connect a wallet'): back to the payment, which closing would cancel.
        if (pay && router.history.some((route) => route.view === 'Pay')) resetView(foyer, 'Pay')
        else closeModal(foyer)
      },
      // The hook holds the error; this view shows it.
      () => {},
    )
  }, [foyer, connectorUid, email, social, passkey, attempt, connectAsync])

  useEffect(() => {
    if (step) setShownStepIn(attempt)
  }, [step, attempt])

  // An e-mail (or passkey) login says 'Authenticating...' (SPEC §2's loading toast) until its flow shows a
  // step or fails.
  const authenticating =
    (email !== undefined || !!passkey) && !error && !isSuccess && !step && shownStepIn !== attempt
  useEffect(() => {
    if (!authenticating) return
    const toast = showToast(foyer, { variant: 'loading' })
    return () => hideToast(foyer, toast)
  }, [foyer, authenticating])

  const name = social ? SOCIAL_PROVIDER_NAMES[social.provider] : (connector?.name ?? m.wallet)
  // A passkey goes on in the wallet's passkey page: a passkey sign-in, or a login whose wallet it guards.
  const withPasskey = passkey || step?.type === 'awaitPasskey'
  const lead =
    step?.type === 'awaitPasskey' && step.ceremony === 'unlock'
      ? m.passkeyUnlockLead
      : passkey
        ? m.passkeySignInLead
        : email === undefined
          ? formatMessage(m.connecting, { name })
          : m.checkYourEmail
  return (
    <div className="connecting" aria-busy={!error}>
      <div className={error ? 'connecting-icon' : 'connecting-icon pending'}>
        {/* An e-mail login has no wallet app to continue in: the visitor's mailbox is where it goes on. */}
        {withPasskey ? (
          <span className="connecting-mail" aria-hidden="true">
            <KeyIcon />
          </span>
        ) : email === undefined ? (
          <WalletIcon src={social ? undefined : connector?.icon} name={name} size="large" />
        ) : (
          <span className="connecting-mail" aria-hidden="true">
            <MailIcon />
          </span>
        )}
      </div>
      {/* A failure has its own headline: 'Continue in …' above 'Request rejected' said two things at once. */}
      {error ? null : <p className="lead">{lead}</p>}
      {error ? (
        <ConnectError
          title={
            email === undefined && !social && !passkey
              ? formatMessage(m.connectFailed, { name })
              : m.loginFailed
          }
          error={error}
          onRetry={() => {
            // A social login needs a new popup, which only a press on the provider can open: go back there.
            if (social) return goBack(foyer)
            reset()
            setAttempt((n) => n + 1)
          }}
        />
      ) : step ? (
        <ConnectStepView
          step={step}
          onAnswer={answer}
          onResend={resend}
          onCancel={() => {
            cancel()
            goBack(foyer)
          }}
        />
      ) : email === undefined && !social && !passkey ? (
        <p className="muted">{m.connectingDetails}</p>
      ) : null}
    </div>
  )
}

const selectArguments = (state: FoyerState) => viewArguments(state.router, 'ConnectingExternal')
const selectUid = (state: FoyerState) => selectArguments(state)?.connectorUid
const selectEmail = (state: FoyerState) => selectArguments(state)?.email
const selectSocial = (state: FoyerState) => selectArguments(state)?.social
const selectPasskey = (state: FoyerState) => selectArguments(state)?.passkey
const selectConnector = (state: FoyerState) =>
  state.connectors.find((connector) => connector.uid === selectUid(state))
