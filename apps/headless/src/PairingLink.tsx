import { useState } from 'react'

/**
 * A WalletConnect pairing link (the connect flow's `displayUri` step): open it in the wallet on this
 * device, or copy it to the wallet on a phone. The modal draws it as a QR code; a plain link does the same.
 */
export function PairingLink({ uri, walletName }: { uri: string; walletName: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <div className="pairing">
      <p>
        Open this link with {walletName} to connect, or copy it to your phone's wallet.{' '}
        <a href={uri} data-testid="headless-pairing-link">
          Open in {walletName}
        </a>
      </p>
      <div className="pairing-copy">
        <label>
          <span>Pairing link</span>
          <input readOnly value={uri} onFocus={(event) => event.target.select()} />
        </label>
        <button
          type="button"
          className="secondary"
          onClick={() => void navigator.clipboard.writeText(uri).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  )
}
