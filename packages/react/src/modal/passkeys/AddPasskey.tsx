import type { WalletPage } from '@foyer/core'
import { showToast } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'
import { useAddEmbeddedPasskey } from '../../hooks/useAddEmbeddedPasskey.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { PasskeyFrame } from '../parts/PasskeyFrame.js'

/**
 * Add a passkey: the press asks the wallet for its passkey page, shown here in place of the button (its
 * own button opens the browser's passkey dialog), with Cancel. Once the passkey guards the wallet, a toast
 * and the list read again; leaving the view cancels.
 */
export function AddPasskey() {
  const foyer = useFoyer()
  const m = useMessages()
  const add = useAddEmbeddedPasskey()
  const [page, setPage] = useState<WalletPage>()
  const running = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => running.current?.abort(), [])

  const start = () => {
    const controller = new AbortController()
    running.current = controller
    add
      .addEmbeddedPasskeyAsync({ onPage: setPage, signal: controller.signal })
      .then(() => showToast(foyer, { variant: 'success', message: m.passkeyAdded }))
      .catch((error: unknown) => {
        // Cancelled by the visitor: nothing to say.
        if (!controller.signal.aborted)
          showToast(foyer, { variant: 'error', message: errorMessage(error, m.requestFailed, m) })
      })
      .finally(() => {
        if (running.current !== controller) return
        running.current = undefined
        setPage(undefined)
      })
  }

  if (page)
    return (
      <div className="passkey-add" data-testid="foyer-passkey-add">
        <PasskeyFrame page={page} autoFocus />
        <button
          type="button"
          className="text-button"
          data-testid="foyer-passkey-cancel"
          onClick={() => running.current?.abort()}
        >
          {m.cancel}
        </button>
      </div>
    )
  return (
    <button
      type="button"
      className="primary"
      disabled={add.isPending}
      aria-busy={add.isPending}
      data-testid="foyer-add-passkey"
      onClick={start}
    >
      {m.addPasskey}
    </button>
  )
}
