import { useMessages } from '../messages.js'
import { usePreloadModal } from '../modal/load.js'
import { useButtonStyles } from './buttonStyles.js'
import { ConnectButtonRenderer } from './ConnectButtonRenderer.js'
import { classes } from './classes.js'

export type ConnectButtonProps = { label?: string | undefined; className?: string | undefined }

/** Opens the modal. Connected, it shows the address and balance and opens the Account view. */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const m = useMessages()
  const preload = usePreloadModal()
  useButtonStyles()
  return (
    <ConnectButtonRenderer>
      {({ isConnected, displayAddress, displayBalance, open }) => (
        <button
          type="button"
          className={classes('foyer-button', isConnected && 'foyer-button-quiet', className)}
          data-testid="foyer-connect-button"
          onClick={() => open()}
          onPointerDown={preload.onPointerDown}
          onKeyDown={preload.onKeyDown}
        >
          {isConnected ? (
            <>
              {displayBalance ? (
                <span className="foyer-button-detail">{displayBalance}</span>
              ) : null}
              <span>{displayAddress}</span>
            </>
          ) : (
            (label ?? m.connectWallet)
          )}
        </button>
      )}
    </ConnectButtonRenderer>
  )
}
