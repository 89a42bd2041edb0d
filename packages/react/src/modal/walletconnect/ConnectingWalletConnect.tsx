import {
  closeModal,
  type FoyerState,
  formatMessage,
  type PairingWallet,
  viewArguments,
  walletPairingLink,
} from '@foyer/core'
import { useConnect } from '../../hooks/useConnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { useCallback, useEffect, useRef, useState } from '../../reactBindings.js'
import { ConnectError } from '../parts/ConnectError.js'
import { CopyLinkButton } from '../parts/CopyLinkButton.js'
import { isPhone } from '../parts/isPhone.js'
import { QrCode } from '../parts/QrCode.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { useAppOpenFallback } from './useAppOpenFallback.js'
import { usePairingRefresh } from './usePairingRefresh.js'

/**
 * WalletConnect pairing (SPEC §2 ConnectingWalletConnect / …Basic). On a desktop: the pairing link as a QR
 * code (the chosen wallet's logo in its centre), the link to copy and, for a wallet that has one, its desktop
 * or web app opened on the link. On a phone, with a chosen wallet: its app opens through its mobile link, and
 * if it does not, the visitor gets its page, the QR code and the link. The link refreshes before it expires
 * (SPEC §9); a refused proposal, a relay that cannot be reached or a wallet approving none of the networks
 * end in a message and a retry.
 */
export function ConnectingWalletConnect() {
  const foyer = useFoyer()
  const m = useMessages()
  const args = useFoyerSelector(selectArguments)
  const connectorUid = args?.connectorUid
  const wallet = useFoyerSelector(selectWallet)
  const { connectAsync, error, reset, step } = useConnect()
  const [attempt, setAttempt] = useState(0)
  // The attempt already started: StrictMode runs effects twice, and each start makes a new pairing.
  const started = useRef(-1)

  useEffect(() => {
    if (!connectorUid || started.current === attempt) return
    started.current = attempt
    connectAsync({ connectorUid, wallet }).then(
      () => {
        const { view } = foyer.store.getState().router
        if (view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic')
          closeModal(foyer)
      },
      // The hook holds the error; this view shows it.
      () => {},
    )
  }, [foyer, connectorUid, wallet, attempt, connectAsync])

  const retry = useCallback(() => {
    reset()
    setAttempt((n) => n + 1)
  }, [reset])
  const uri = !error && step?.type === 'displayUri' ? step.uri : undefined
  usePairingRefresh(uri, retry)

  const phone = isPhone() && !!wallet?.mobileLink
  const appLink = uri && wallet?.mobileLink ? walletPairingLink(wallet.mobileLink, uri) : undefined
  const notOpened = useAppOpenFallback(phone ? appLink : undefined)
  const desktopLink = wallet?.desktopLink || wallet?.webappLink
  const openLink = uri && desktopLink ? walletPairingLink(desktopLink, uri) : undefined

  const name = wallet?.name ?? m.walletConnectTitle
  if (error)
    return (
      <div className="walletconnect">
        <ConnectError error={error} onRetry={retry} />
      </div>
    )

  const copyButton = <CopyLinkButton link={uri} testId="foyer-walletconnect-copy" />

  // A phone whose wallet app is opening: the app is where the visitor goes on.
  if (phone && !notOpened)
    return (
      <div className="walletconnect" aria-busy="true">
        <div className="connecting-icon pending">
          <WalletIcon src={wallet?.icon} name={name} size="large" />
        </div>
        <p className="lead">{formatMessage(m.walletConnectOpening, { name })}</p>
        <div className="walletconnect-actions">
          <a
            className={appLink ? 'primary link-button' : 'primary link-button disabled'}
            href={appLink}
            aria-disabled={!appLink}
            data-testid="foyer-walletconnect-app"
          >
            {formatMessage(m.walletConnectOpen, { name })}
          </a>
          {copyButton}
        </div>
      </div>
    )

  return (
    <div className="walletconnect" aria-busy={!uri}>
      {notOpened ? (
        <div
          className="walletconnect-fallback"
          role="status"
          data-testid="foyer-walletconnect-fallback"
        >
          <p className="lead">{formatMessage(m.walletConnectNotOpened, { name })}</p>
          <p className="muted">{m.walletConnectNotOpenedDetails}</p>
          {wallet?.homepage ? (
            <a
              className="primary link-button"
              href={wallet.homepage}
              target="_blank"
              rel="noopener noreferrer"
            >
              {formatMessage(m.walletConnectGetApp, { name })}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="walletconnect-qr">
        {uri ? (
          <QrCode
            value={uri}
            label={m.walletConnectQrLabel}
            testId="foyer-walletconnect-qr"
            withLogo={wallet ? true : undefined}
          />
        ) : (
          <div className="qr qr-placeholder" aria-hidden="true" />
        )}
        {uri && wallet ? (
          <span className="walletconnect-logo">
            <WalletIcon src={wallet.icon} name={wallet.name} />
          </span>
        ) : null}
      </div>
      <p className="muted">
        {wallet
          ? formatMessage(m.walletConnectScanWallet, { name: wallet.name })
          : m.walletConnectScan}
      </p>
      <p className="walletconnect-status" role="status">
        {uri ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {m.walletConnectWaiting}
          </>
        ) : null}
      </p>
      <div className={openLink ? 'walletconnect-actions' : 'walletconnect-actions single'}>
        {openLink ? (
          <a
            className="primary link-button"
            href={openLink}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="foyer-walletconnect-open"
          >
            {formatMessage(m.walletConnectOpen, { name })}
          </a>
        ) : null}
        {copyButton}
      </div>
    </div>
  )
}

const selectWallet = (state: FoyerState): PairingWallet | undefined =>
  viewArguments(state.router, 'ConnectingWalletConnect')?.wallet
const selectArguments = (state: FoyerState) =>
  viewArguments(state.router, 'ConnectingWalletConnect') ??
  viewArguments(state.router, 'ConnectingWalletConnectBasic')
