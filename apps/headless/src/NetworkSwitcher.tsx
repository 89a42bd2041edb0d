import type { CaipNetworkId } from '@foyer/core'
import { useFoyerNetwork, useSwitchNetwork } from '@foyer/react'
import { useId } from 'react'
import { errorText } from './errorText.js'

/**
 * The network, and a switch to any network the app configured: `useFoyerNetwork` says where the wallet is,
 * `useSwitchNetwork` asks it to move (the wallet may ask the visitor; the select follows once it has).
 */
export function NetworkSwitcher() {
  const id = useId()
  const { caipNetwork, networks, unsupported } = useFoyerNetwork()
  const { switchNetwork, isPending, error, variables } = useSwitchNetwork()
  const target = networks.find((network) => network.caipNetworkId === variables?.caipNetworkId)
  return (
    <div className="field">
      <label htmlFor={id}>Network</label>
      <select
        id={id}
        data-testid="headless-network"
        value={unsupported ? '' : (caipNetwork?.caipNetworkId ?? '')}
        disabled={isPending}
        onChange={(event) => switchNetwork({ caipNetworkId: event.target.value as CaipNetworkId })}
      >
        {unsupported || !caipNetwork ? <option value="">Unsupported network</option> : null}
        {networks.map((network) => (
          <option key={network.caipNetworkId} value={network.caipNetworkId}>
            {network.name}
          </option>
        ))}
      </select>
      <p className="status" role="status">
        {isPending
          ? `Switching to ${target?.name ?? 'the network'}… approve it in your wallet.`
          : ''}
      </p>
      {error ? (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  )
}
