import { usePreloadModal } from '../modal/load.js'
import { useButtonStyles } from './buttonStyles.js'
import { ConnectButtonRenderer } from './ConnectButtonRenderer.js'
import { classes } from './classes.js'

/** The connected account (balance and address); opens the Account view. Renders nothing while disconnected. */
export function AccountButton({ className }: { className?: string | undefined }) {
  const preload = usePreloadModal()
  useButtonStyles()
  return (
    <ConnectButtonRenderer>
      {({ isConnected, displayAddress, displayBalance, openAccount }) =>
        isConnected ? (
          <button
            type="button"
            className={classes('foyer-button', 'foyer-button-quiet', className)}
            data-testid="foyer-account-button"
            onClick={openAccount}
            onPointerDown={preload.onPointerDown}
            onKeyDown={preload.onKeyDown}
          >
            {displayBalance ? <span className="foyer-button-detail">{displayBalance}</span> : null}
            <span>{displayAddress}</span>
          </button>
        ) : null
      }
    </ConnectButtonRenderer>
  )
}
