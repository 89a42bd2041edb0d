import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import { NetworkNotFoundError, NetworkSwitchDisabledError } from '../errors/walletActions.js'
import { applyActiveNamespace } from '../state/connection.js'
import { applyChosenNetwork } from '../state/walletActionWrites.js'
import type { CaipNetwork, CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { showAlertOnce } from './alert.js'
import { connect } from './connect.js'
import { getAdapter } from './getAdapter.js'
import { getNetworks } from './getNetworks.js'

// Re-exported where it always was; a module of its own so that the balance read by the account button
// reaches it without the switch, which loads with the deferred parts (deferred/deferredParts.ts).

export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId }
export type SwitchNetworkReturnType = undefined
export type SwitchNetworkErrorType = NetworkNotFoundError | NetworkSwitchDisabledError | BaseError

/**
 * Switches network (SPEC §4). With a connected address in that namespace the wallet switches (and may be
 * asked to add the chain); otherwise the choice is simply recorded for the next connection. With
 * `enableNetworkSwitch: false` nothing switches but the wallet itself: asking for any network other than the
 * one shown rejects with NetworkSwitchDisabledError (a host calling this learns why; Pay says it).
 */
export async function switchNetwork(
  foyer: FoyerContext,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const network = getNetworks(foyer).find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) {
    showAlertOnce(foyer, {
      code: 'SWITCH_NETWORK_NOT_FOUND',
      shortMessage: { key: 'networkNotFound' },
      details: { key: 'networkNotFoundDetails', values: { network: caipNetworkId } },
      variant: 'error',
    })
    throw new NetworkNotFoundError(caipNetworkId)
  }
  const state = foyer.store.getState()
  const shown = state.activeNamespace && state.networks[state.activeNamespace]?.caipNetwork
  if (!foyer.options.enableNetworkSwitch && shown?.caipNetworkId !== caipNetworkId)
    throw new NetworkSwitchDisabledError(caipNetworkId)
  // Just after a reload the stored connections are still coming back: a switch then goes through the wallet
  // once it is back, rather than finding the namespace "connecting" and only recording the choice.
  if (foyer.internal.reconnecting) await foyer.internal.reconnecting
  const namespace = network.chainNamespace
  const adapter = getAdapter(foyer, namespace)
  const account = foyer.store.getState().accounts[namespace]

  if (account?.status === 'connected' && account.address) {
    try {
      // The adapter's connection event then records the new network.
      await adapter.switchNetwork({ network })
    } catch (error) {
      throw toWalletError(error)
    }
  } else {
    applyChosenNetwork(foyer, network)
    await connectSameWallet(foyer, network)
  }
  applyActiveNamespace(foyer, namespace)
  foyer.events.emit({ type: 'SWITCH_NETWORK', caipNetworkId })
}

/**
 * Moving to another chain family while a wallet that also serves it is connected (a multi-chain wallet: its
 * sides share a name) connects that wallet's side there too, so the visitor keeps the wallet they chose
 * (SPEC §4: "others set the network and sync the account"). A refusal leaves the family disconnected, with
 * the network chosen.
 */
async function connectSameWallet(foyer: FoyerContext, network: CaipNetwork): Promise<void> {
  const state = foyer.store.getState()
  const from = state.activeNamespace
  if (!from || from === network.chainNamespace) return
  const connectedUid =
    state.accounts[from]?.status === 'connected' ? state.accounts[from]?.connectorUid : undefined
  const wallet = state.connectors.find((candidate) => candidate.uid === connectedUid)
  const side = wallet
    ? state.connectors.find(
        (candidate) =>
          candidate.name === wallet.name &&
          candidate.type !== 'auth' &&
          candidate.namespaces.includes(network.chainNamespace),
      )
    : undefined
  if (!side) return
  await connect(foyer, {
    connectorUid: side.uid,
    chainId: network.id,
    namespace: network.chainNamespace,
  }).catch(() => undefined)
}
