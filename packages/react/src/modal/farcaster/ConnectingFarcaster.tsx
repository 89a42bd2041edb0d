import { closeModal, type FoyerState } from '@foyer/core'
import { viewArguments } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useConnect } from '../../hooks/useConnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { ConnectError } from '../parts/ConnectError.js'
import { CopyLinkButton } from '../parts/CopyLinkButton.js'
import { QrCode } from '../parts/QrCode.js'

const FARCASTER = { provider: 'farcaster' } as const

/**
 * Sign In With Farcaster (SPEC §2 ConnectingFarcaster): the auth connector's Farcaster login shows its
 * sign-in link as a QR code for a phone, with the link itself to open or copy on this device; the modal
 * closes once the Farcaster client has signed and the auth service has checked it. A failure (expired,
 * refused, service down) says why and offers a new link.
 */
export function ConnectingFarcaster() {
  const foyer = useFoyer()
  const m = useMessages()
  const connectorUid = useFoyerSelector(selectUid)
  const { connectAsync, error, reset, step } = useConnect()
  const [attempt, setAttempt] = useState(0)
  // The attempt already started: StrictMode runs effects twice, and each start opens a new sign-in.
  const started = useRef(-1)

  useEffect(() => {
    if (!connectorUid || started.current === attempt) return
    started.current = attempt
    connectAsync({ connectorUid, social: FARCASTER }).then(
      () => {
        if (foyer.store.getState().router.view === 'ConnectingFarcaster') closeModal(foyer)
      },
      () => {},
    )
  }, [foyer, connectorUid, attempt, connectAsync])

  const uri = !error && step?.type === 'displayUri' ? step.uri : undefined
  return (
    <div className="farcaster" aria-busy={!error && !uri}>
      {error ? (
        <ConnectError
          error={error}
          onRetry={() => {
            reset()
            setAttempt((n) => n + 1)
          }}
        />
      ) : (
        <>
          <div className="farcaster-qr">
            {uri ? (
              <QrCode value={uri} label={m.farcasterQrLabel} testId="foyer-farcaster-qr" />
            ) : (
              <div className="qr qr-placeholder" aria-hidden="true" />
            )}
          </div>
          <p className="muted">{m.farcasterScan}</p>
          <div className="farcaster-actions">
            <a
              className={uri ? 'primary link-button' : 'primary link-button disabled'}
              href={uri}
              target="_blank"
              rel="noopener noreferrer"
              aria-disabled={!uri}
              data-testid="foyer-farcaster-link"
            >
              {m.farcasterOpen}
            </a>
            <CopyLinkButton link={uri} testId="foyer-farcaster-copy" />
          </div>
        </>
      )}
    </div>
  )
}

const selectUid = (state: FoyerState) =>
  viewArguments(state.router, 'ConnectingFarcaster')?.connectorUid
