import { type CaipNetwork, type FoyerState, getNetworks } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useSwitchNetwork } from '../../hooks/useSwitchNetwork.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { namespaceName } from '../parts/namespaceName.js'

/**
 * The configured networks, grouped by chain family when there are several (SPEC §9 chain names: "EVM
 * Networks", "Solana"), the one in use marked; choosing one switches (SPEC §4, across families too). Errors
 * leave the list usable.
 */
export function NetworkList({ onSwitched }: { onSwitched?: () => void }) {
  const foyer = useFoyer()
  const m = useMessages()
  const networks = useMemo(() => getNetworks(foyer), [foyer])
  const groups = useMemo(() => groupByNamespace(networks), [networks])
  const networkStates = useFoyerSelector(selectNetworks)
  const active = useFoyerSelector(selectActiveNamespace)
  const { switchNetworkAsync, isPending, variables, error: failure } = useSwitchNetwork()
  const pending = isPending ? variables?.caipNetworkId : undefined
  const error = failure ? errorMessage(failure, m.requestFailed, m) : undefined

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
      {groups.map(({ namespace, networks: members }) => {
        const headingId = `foyer-networks-${namespace}`
        const list = (
          <ul
            className="list"
            data-testid="foyer-network-list"
            aria-labelledby={groups.length > 1 ? headingId : undefined}
          >
            {members.map((network) => {
              // Each family keeps its network; only the family in use has "the" current one.
              const current =
                network.chainNamespace === active &&
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
                    <NetworkIcon network={network} size="large" />
                    <span className="row-label">{network.name}</span>
                    {current ? <span className="current-mark" aria-hidden="true" /> : null}
                  </button>
                </li>
              )
            })}
          </ul>
        )
        if (groups.length === 1) return <div key={namespace}>{list}</div>
        return (
          <section key={namespace} className="network-group">
            <h3 id={headingId} className="network-group-title">
              {namespaceName(namespace, m)}
            </h3>
            {list}
          </section>
        )
      })}
    </>
  )
}

const selectNetworks = (state: FoyerState) => state.networks
const selectActiveNamespace = (state: FoyerState) => state.activeNamespace

/** The networks by chain family, in the order the host configured the families. */
function groupByNamespace(networks: readonly CaipNetwork[]) {
  const groups: { namespace: CaipNetwork['chainNamespace']; networks: CaipNetwork[] }[] = []
  for (const network of networks) {
    const group = groups.find((candidate) => candidate.namespace === network.chainNamespace)
    if (group) group.networks.push(network)
    else groups.push({ namespace: network.chainNamespace, networks: [network] })
  }
  return groups
}
