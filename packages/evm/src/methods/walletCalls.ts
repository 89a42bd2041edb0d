import type { EvmAdapterState } from '../adapterState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'
import { getWalletAssets as readWalletAssets } from '../walletAssets.js'
import {
  getWalletCallsStatus,
  getWalletCapabilities,
  grantWalletPermissions,
  revokeWalletPermissions,
  sendWalletCalls,
} from '../walletCalls.js'
import { connectedProvider } from './connection.js'

// EIP-5792 calls, ERC-7715 permissions and wallet_getAssets, asked of the connected wallet.

export async function sendCalls(
  state: EvmAdapterState,
  { calls, network, capabilities }: EvmParameters<'sendCalls'>,
) {
  const { provider, address } = await connectedProvider(state)
  return sendWalletCalls(provider, {
    calls,
    chainId: Number(network.id),
    from: address,
    capabilities,
  })
}

export async function getCallsStatus(
  state: EvmAdapterState,
  { id }: EvmParameters<'getCallsStatus'>,
) {
  return getWalletCallsStatus((await connectedProvider(state)).provider, id)
}

export async function getCapabilities(
  state: EvmAdapterState,
  { network }: EvmParameters<'getCapabilities'>,
) {
  const { provider, address } = await connectedProvider(state)
  return getWalletCapabilities(provider, address, Number(network.id))
}

export async function getWalletAssets(
  state: EvmAdapterState,
  { address, network }: EvmParameters<'getWalletAssets'>,
) {
  const { provider } = await connectedProvider(state)
  return readWalletAssets(provider, { address, chainId: Number(network.id) })
}

export async function grantPermissions(
  state: EvmAdapterState,
  { network, ...request }: EvmParameters<'grantPermissions'>,
) {
  const { provider, address } = await connectedProvider(state)
  return grantWalletPermissions(provider, {
    ...request,
    chainId: Number(network.id),
    account: address,
  })
}

export async function revokePermissions(
  state: EvmAdapterState,
  { permissionsContext }: EvmParameters<'revokePermissions'>,
): Promise<void> {
  await revokeWalletPermissions((await connectedProvider(state)).provider, permissionsContext)
}
