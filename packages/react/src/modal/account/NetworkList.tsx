import { type FoyerState, getNetworks } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useSwitchNetwork } from '../../hooks/useSwitchNetwork.js'
import { useMessages } from '../../messages.js'
import { useMemo } from '../../reactBindings.js'
import { errorMessage } from '../parts/errorMessage.js'

/** The configured networks, the current one marked; choosing one switches. Errors leave the list usable. */
export function NetworkList({ onSwitched }: { onSwitched?: () => void }) {
  const foyer = useFoyer()
  const m = useMessages()
  const networks = useMemo(() => getNetworks(foyer), [foyer])
  const networkStates = useFoyerSelector(selectNetworks)
  const { switchNetworkAsync, isPending, variables, error: failure } = useSwitchNetwork()
  const pending = isPending ? variables?.caipNetworkId : undefined
  const error = failure ? errorMessage(failure, m.requestFailed) : undefined

  const choose = (caipNetworkId: (typeof networks)[number]['caipNetworkId']) => {
    if (isPending) return
    // The hook holds the error; the list stays usable.
    switchNetworkAsync({ caipNetworkId }).then(
      () => onSwitched?.(),
      () => {},
    )
  }

  return (
    <>
      {error ? (
        <p className="error" role="alert" data-testid="foyer-network-error">
          {error}
        </p>
      ) : null}
      <ul className="list" data-testid="foyer-network-list">
        {networks.map((network) => {
          const current =
            networkStates[network.chainNamespace]?.caipNetwork?.caipNetworkId ===
            network.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                data-testid={`network-${network.caipNetworkId}`}
                aria-current={current ? 'true' : undefined}
                aria-busy={pending === network.caipNetworkId}
                onClick={() => choose(network.caipNetworkId)}
              >
                <span className="network-dot" aria-hidden="true" />
                <span className="row-label">{network.name}</span>
                {current ? <span className="current-mark" aria-hidden="true" /> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}

const selectNetworks = (state: FoyerState) => state.networks
