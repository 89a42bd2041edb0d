import {
  closeModal,
  type FoyerState,
  formatMessage,
  type PairingWallet,
  walletImageUrl,
} from '@foyer/core'
import { viewArguments, walletPairingLink } from '@foyer/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnect } from '../../hooks/useConnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useWallets } from '../../hooks/useWalletDirectory.js'
import { useMessages } from '../../messages.js'
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

  const onPhone = isPhone()
  const phone = onPhone && !!wallet?.mobileLink
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

  // A phone and no wallet chosen: the wallet apps that open on this phone first, the code for another device
  // behind a disclosure (issue 40: a phone cannot scan a code on its own screen).
  if (onPhone && !wallet)
    return (
      <div className="walletconnect" aria-busy={!uri}>
        <p className="lead">{m.walletConnectChooseApp}</p>
        <PhoneWalletApps uri={uri} />
        <div className="walletconnect-actions single">{copyButton}</div>
        <details className="walletconnect-more">
          <summary className="text-button">{m.walletConnectShowQr}</summary>
          <div className="walletconnect-qr">
            {uri ? (
              <QrCode value={uri} label={m.walletConnectQrLabel} testId="foyer-walletconnect-qr" />
            ) : (
              <div className="qr qr-placeholder" aria-hidden="true" />
            )}
          </div>
          <p className="muted">{m.walletConnectScanElsewhere}</p>
        </details>
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
        {/* On a phone the code is for another device: this one cannot scan its own screen. */}
        {wallet
          ? formatMessage(
              onPhone ? m.walletConnectScanWalletElsewhere : m.walletConnectScanWallet,
              {
                name: wallet.name,
              },
            )
          : onPhone
            ? m.walletConnectScanElsewhere
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

/** The directory's wallets that have an app link, each opening its app on this phone with the pairing link. */
function PhoneWalletApps({ uri }: { uri: string | undefined }) {
  const foyer = useFoyer()
  const { wallets } = useWallets({ page: 1 })
  const apps = wallets.filter((wallet) => wallet.mobile_link).slice(0, PHONE_APPS)
  if (!apps.length) return null
  return (
    <ul className="list walletconnect-apps" data-testid="foyer-walletconnect-apps">
      {apps.map((wallet) => {
        const href =
          uri && wallet.mobile_link ? walletPairingLink(wallet.mobile_link, uri) : undefined
        return (
          <li key={wallet.id}>
            <a
              className={href ? 'row' : 'row disabled'}
              href={href}
              aria-disabled={!href}
              data-testid={`foyer-walletconnect-app-${wallet.id}`}
            >
              <WalletIcon src={walletImageUrl(foyer, wallet.image_id)} name={wallet.name} />
              <span className="row-label">{wallet.name}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** How many wallet apps a phone is offered before the link and the code. */
const PHONE_APPS = 5

const selectWallet = (state: FoyerState): PairingWallet | undefined =>
  viewArguments(state.router, 'ConnectingWalletConnect')?.wallet
const selectArguments = (state: FoyerState) =>
  viewArguments(state.router, 'ConnectingWalletConnect') ??
  viewArguments(state.router, 'ConnectingWalletConnectBasic')
