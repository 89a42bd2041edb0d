// The receive feature's chunk (with the QR encoder): loaded the first time Receive is shown, and never
// when features.receive is false.
import type { FoyerState } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { useMessages } from '../../messages.js'
import { QrCode } from '../parts/QrCode.js'
import { useCopyAddress } from '../parts/useCopyAddress.js'

/** The connected address as a QR code and as text, a copy button, and the networks it is valid on. */
export function Receive() {
  const m = useMessages()
  const account = useFoyerAccount()
  const address = account.address ?? ''
  const copy = useCopyAddress(address)
  const networks = useFoyerSelector(
    useCallback(
      (state: FoyerState) =>
        account.namespace ? state.networks[account.namespace]?.requestedCaipNetworks : undefined,
      [account.namespace],
    ),
  )

  return (
    <div className="receive">
      <QrCode value={address} label={address} testId="foyer-receive-qr" />
      <p className="receive-address mono" data-testid="foyer-receive-address">
        {address}
      </p>
      <button type="button" className="secondary" data-testid="foyer-receive-copy" onClick={copy}>
        {m.copyAddress}
      </button>
      <p className="muted receive-details">{m.receiveDetails}</p>
      <ul className="receive-networks" data-testid="foyer-receive-networks">
        {(networks ?? []).map((network) => (
          <li key={network.caipNetworkId} className="tag">
            <NetworkIcon network={network} size="small" />
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
